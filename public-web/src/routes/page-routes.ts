// What the page routes share: a page with no data of its own is its path and head tags (its component loads lazily),
// and a page of one record reads it in its loader or shows its not-found state.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import type { Messages } from '../lib/i18n/en';
import type { Locale } from '../lib/i18n/locale';
import { messagesFor } from '../lib/i18n/messages';
import { type PageMeta, pageHead } from '../lib/seo';
import { rootRoute } from './root';

/** The head of a page in its language: `meta` is made from the page's catalogue. */
export function localizedHead(locale: Locale, path: string, meta: (m: Messages) => Omit<PageMeta, 'path' | 'locale'>) {
  return pageHead({ path, locale, ...meta(messagesFor(locale)) });
}

export function staticPageRoute<TPath extends string>(
  path: TPath,
  meta: (m: Messages) => Omit<PageMeta, 'path' | 'locale'>,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    head: ({ match }) => localizedHead(match.context.locale, path, meta),
  });
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
  head: (id: string, record: TRecord | null, locale: Locale) => THead,
) {
  return {
    // Fresh data in the cache is used as it is; stale data is shown and revalidated in the background.
    loader: ({ context: { queryClient }, params }: RecordParams & { context: { queryClient: QueryClient } }) =>
      queryClient.ensureQueryData({ ...query(params.id), revalidateIfStale: true }).catch(() => null),
    head: ({
      loaderData,
      params,
      match,
    }: RecordParams & { loaderData?: TRecord | null; match: { context: { locale: Locale } } }) =>
      head(params.id, loaderData ?? null, match.context.locale),
  };
}
