// The /offers URL state: filters, free text, page and showExpired, read leniently from any shared link.
import type { OfferListQuery } from './api/offers-queries';

export const FILTER_KEYS = ['storeName', 'category', 'district', 'location', 'offerType'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const PAGE_SIZE = 12;

/** The listing's query without its page size, which the site fixes. */
export type OfferSearch = Omit<OfferListQuery, 'limit'>;

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 200);
}

export function parseOfferSearch(raw: Record<string, unknown>): OfferSearch {
  const page = Number(raw.page);
  const search: OfferSearch = {};
  if (Number.isInteger(page) && page > 1) search.page = page;
  for (const key of FILTER_KEYS) {
    const value = text(raw[key]);
    if (value) search[key] = value;
  }
  const searchQuery = text(raw.searchQuery);
  if (searchQuery) search.searchQuery = searchQuery;
  if (raw.showExpired === true || raw.showExpired === 'true') search.showExpired = true;
  return search;
}

export function listingQuery(search: OfferSearch): OfferListQuery {
  return { ...search, page: search.page ?? 1, limit: PAGE_SIZE };
}
