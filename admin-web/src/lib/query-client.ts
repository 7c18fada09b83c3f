import { QueryClient } from '@tanstack/react-query';
import { queryKeys, type Resource } from './query-keys';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/**
 * Marks every query of each resource stale (the ones on screen are read again at once); resolves when those reads are
 * done, so a mutation's `onSuccess` that returns it keeps the mutation pending until the screen shows the write.
 */
export function refresh(client: QueryClient, ...resources: Resource[]) {
  return Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: queryKeys[resource].all })));
}
