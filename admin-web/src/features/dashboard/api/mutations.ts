// Resetting a counter: the dashboard's figures change, and a reset of category clicks zeroes every category's clicks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refresh } from '../../../lib/query-client';
import { type CounterName, resetCounter } from './dashboard';

export function useResetCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: CounterName) => resetCounter(name),
    onSuccess: (_result, name) =>
      refresh(queryClient, 'dashboard', ...(name === 'categoryClicks' ? (['categories'] as const) : [])),
  });
}
