// Writes to banners: only the banners list shows them in the admin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRecord, saveRecord } from '../../../lib/api';
import { type Banner, bannerKeys } from './queries';

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) => saveRecord<Banner>('banners', id, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRecord('banners', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
