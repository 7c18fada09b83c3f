// What the page routes share: a page with no data of its own is its path and head tags (its component loads lazily),
// and a page of one record reads it in its loader or shows its not-found state.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { type PageMeta, pageHead } from '../lib/seo';
import { rootRoute } from './root';

export function staticPageRoute<TPath extends string>(meta: PageMeta & { path: TPath }) {
  return createRoute({ getParentRoute: () => rootRoute, path: meta.path, head: () => pageHead(meta) });
}

interface RecordParams {
  params: { id: string };
}

/**
 * The loader and head of a page of one record (an offer, a store): the loader reads the record, or null when it cannot
 * be read (an unknown id, the API down: the page then says it was not found), and the head tags are made from what was
 * read (the not-found page's own when nothing was).
 */
export function recordPage<TRecord, TKey extends QueryKey, THead>(
  query: (id: string) => EnsureQueryDataOptions<TRecord, Error, TRecord, TKey>,
  head: (id: string, record: TRecord | null) => THead,
) {
  return {
    // Fresh data in the cache is used as it is; stale data is shown and revalidated in the background.
    loader: ({ context: { queryClient }, params }: RecordParams & { context: { queryClient: QueryClient } }) =>
      queryClient.ensureQueryData({ ...query(params.id), revalidateIfStale: true }).catch(() => null),
    head: ({ loaderData, params }: RecordParams & { loaderData?: TRecord | null }) =>
      head(params.id, loaderData ?? null),
  };
}
