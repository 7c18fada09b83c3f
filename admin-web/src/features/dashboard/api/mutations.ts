// Resetting a counter: the dashboard's figures change, and a reset of category clicks zeroes every category's clicks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refresh } from '../../../lib/query-client';
import { categoryKeys } from '../../categories/api/queries';
import { type CounterName, resetCounter } from './dashboard';
import { dashboardKeys } from './queries';

export function useResetCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: CounterName) => resetCounter(name),
    onSuccess: (_result, name) =>
      refresh(queryClient, dashboardKeys.all, ...(name === 'categoryClicks' ? [categoryKeys.all] : [])),
  });
}
