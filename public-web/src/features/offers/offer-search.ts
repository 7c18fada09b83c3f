// The /offers URL state: filters, free text (exact=true: no spelling correction), page, sort and showExpired, read
// leniently from any shared link. Pages 2 and later of the plain listing (no filter, search or order) are addresses of
// their own, /offers/page/N, prerendered so they work without JavaScript; any other listing keeps its page in the query
// (?page=N, which also still reads as page N without filters: links shared before path pages existed).
import type { Messages } from '../../lib/i18n/en';
import type { Locale } from '../../lib/i18n/locale';
import { formatNumber } from '../../lib/i18n/messages';
import type { OfferListQuery } from '../../lib/offer-queries';

export const FILTER_KEYS = ['storeName', 'category', 'district', 'location', 'offerType'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const PAGE_SIZE = 12;

/** The listing's query without its page size, which the site fixes, and without the visitor's position: a shared
 * link says "nearest" but never where its sender stood. */
export type OfferSearch = Omit<OfferListQuery, 'limit' | 'lat' | 'lng'>;
export type OfferSort = NonNullable<OfferSearch['sort']>;

export interface Position {
  lat: number;
  lng: number;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 200);
}

/** A page number from the query or the path: a malformed or first page is no page (page 1). */
export function parsePage(raw: unknown): number | undefined {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** /offers/page/N, page N of the plain listing at its own address (N as written: parsePage reads it). */
export const LISTING_PAGE_PATH = /^\/offers\/page\/([^/]+)$/;

/** Whether a path (English) is the listing: /offers or one of its pages. */
export function isListingPath(path: string): boolean {
  return path === '/offers' || LISTING_PAGE_PATH.test(path);
}

/** The title of a listing page: "Latest offers in Kerala", or with its page at /offers/page/N. */
export function listingTitle(path: string, m: Messages, locale: Locale): string {
  const page = LISTING_PAGE_PATH.exec(path)?.[1];
  return page === undefined ? m.listing.head.title : m.listing.head.page(formatNumber(parsePage(page) ?? 1, locale));
}

/**
 * A malformed or first page is no page (page 1). Every key is set, even to undefined: the router merges the raw
 * query under the parsed one, so a key left out would come back as typed (page=abc).
 */
export function parseOfferSearch(raw: Record<string, unknown>): OfferSearch {
  const search: OfferSearch = { page: parsePage(raw.page) };
  for (const key of FILTER_KEYS) search[key] = text(raw[key]);
  search.searchQuery = text(raw.searchQuery);
  search.showExpired = raw.showExpired === true || raw.showExpired === 'true' ? true : undefined;
  search.exact = search.searchQuery && (raw.exact === true || raw.exact === 'true') ? true : undefined;
  search.sort = raw.sort === 'ending' || raw.sort === 'nearest' ? raw.sort : undefined;
  return search;
}

/** The unfiltered listing in its default order, whose pages are prerendered at /offers/page/N. */
export function isPlainListing(search: OfferSearch): boolean {
  return !FILTER_KEYS.some((key) => search[key]) && !search.searchQuery && !search.showExpired && !search.sort;
}

/** What a chip's removal leads to: the listing without that filter (a district's location goes with it), page 1. */
export function withoutFilter(search: OfferSearch, key: FilterKey | 'searchQuery'): OfferSearch {
  const next: OfferSearch = { ...search, [key]: undefined, page: undefined };
  if (key === 'district') next.location = undefined;
  if (key === 'searchQuery') next.exact = undefined;
  return next;
}

/**
 * The API query of a search: only the listing's own keys (a shared link may carry others, such as utm_source).
 * Nearest needs the visitor's position; until it is known the list stays newest first.
 */
export function listingQuery(search: OfferSearch, position?: Position): OfferListQuery {
  const query: OfferListQuery = { page: search.page ?? 1, limit: PAGE_SIZE };
  for (const key of FILTER_KEYS) if (search[key]) query[key] = search[key];
  if (search.searchQuery) query.searchQuery = search.searchQuery;
  if (search.showExpired) query.showExpired = true;
  if (search.exact) query.exact = true;
  if (search.sort === 'ending') query.sort = 'ending';
  if (search.sort === 'nearest' && position) Object.assign(query, { sort: 'nearest', ...position });
  return query;
}

/** 'Showing 1 offer', 'Showing 7 offers', or the page's range when there are more pages: 'Showing 121-123 of 123 offers'. */
export function showingLine(page: number, shown: number, total: number, m: Messages, locale: Locale): string {
  const number = (value: number) => formatNumber(value, locale);
  if (shown >= total) return m.listing.showing(number(shown), total === 1);
  const first = (page - 1) * PAGE_SIZE + 1;
  return m.listing.showingRange(number(first), number(first + shown - 1), number(total), total === 1);
}
