// The operator's decisions: each refreshes the queue and the offer lists that show an offer's review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refresh } from '../../../lib/query-client';
import { approve, reject } from './review';

export function useApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approve,
    onSuccess: () => refresh(queryClient, 'review', 'storeOffers', 'adsReport'),
  });
}

export function useReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reject(id, reason),
    onSuccess: () => refresh(queryClient, 'review', 'storeOffers'),
  });
}
