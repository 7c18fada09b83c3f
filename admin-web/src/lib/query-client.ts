import { QueryClient, type QueryKey } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/**
 * Marks every query under each key stale (the ones on screen are read again at once); resolves when those reads are
 * done, so a mutation's `onSuccess` that returns it keeps the mutation pending until the screen shows the write.
 */
export function refresh(client: QueryClient, ...keys: QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
