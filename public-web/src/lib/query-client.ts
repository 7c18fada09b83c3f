// The data cache of a page: one per render (server) or per page load (browser), the routed app's and the islands' alike.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    // A prerendered page's data is current (the API regenerates pages within seconds of a change), so hydration does
    // not refetch it; route loaders refresh stale data on later navigations (revalidateIfStale).
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, refetchOnMount: false },
    },
  });
}
