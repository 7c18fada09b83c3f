// The loader and head of a page of one record (an offer, a store): the loader reads the record, or null when it cannot
// be read, and the head tags are made from what was read (the not-found page's own when nothing was).
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { recordOrNull } from './page-routes';

interface RecordParams {
  params: { id: string };
}

export function recordPage<TRecord, TKey extends QueryKey, THead>(
  query: (id: string) => EnsureQueryDataOptions<TRecord, Error, TRecord, TKey>,
  head: (id: string, record: TRecord | null) => THead,
) {
  return {
    // Fresh data in the cache is used as it is; stale data is shown and revalidated in the background.
    loader: ({ context: { queryClient }, params }: RecordParams & { context: { queryClient: QueryClient } }) =>
      recordOrNull(queryClient.ensureQueryData({ ...query(params.id), revalidateIfStale: true })),
    head: ({ loaderData, params }: RecordParams & { loaderData?: TRecord | null }) =>
      head(params.id, loaderData ?? null),
  };
}
