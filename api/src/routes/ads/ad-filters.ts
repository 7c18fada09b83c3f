// Turns the ad listing's query string into one normalised filter, so equivalent queries share a statement and a cache entry.
import type { OfferStatus } from '@offerboard/shared-types/offer-status';
import type { Static } from 'typebox';
import type { AdFilters, AdminAdListQuery } from './schema.js';

export const MAX_SEARCH_TERMS = 8;
/** The trigram index finds substrings of at least this many characters; shorter terms are matched by scanning. */
const TRIGRAM_LENGTH = 3;

/** A listing's filters as its query string has them, public or admin (only the admin's has `status`). */
export type AdFilterQuery = Pick<Static<typeof AdminAdListQuery>, keyof typeof AdFilters | 'status'>;

/** Names are compared case-insensitively (ASCII, like SQLite's lower() and NOCASE); absent when blank. */
export interface AdFilter {
  storeName?: string;
  category?: string;
  district?: string;
  location?: string;
  offerType?: string;
  /** FTS5 MATCH expression: every search term of 3+ characters as a quoted phrase, all required. */
  match?: string;
  /** Search terms too short for the trigram index, each required as a substring. */
  shortTerms: string[];
  status?: OfferStatus;
}

/** SQLite folds case for ASCII letters only; folding the same way here keeps cache keys and results in step. */
export function foldCase(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function name(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? foldCase(trimmed) : undefined;
}

/** The distinct terms of a search (at most 8), case-folded and sorted: their order does not change the result. */
export function searchTerms(searchQuery: string | undefined): string[] {
  const terms = new Set(
    foldCase(searchQuery ?? '')
      .split(/\s+/)
      .filter(Boolean),
  );
  return [...terms].slice(0, MAX_SEARCH_TERMS).sort();
}

function phrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

export function toAdFilter(query: AdFilterQuery): AdFilter {
  const terms = searchTerms(query.searchQuery);
  const long = terms.filter((term) => [...term].length >= TRIGRAM_LENGTH);
  return {
    storeName: name(query.storeName),
    category: name(query.category),
    district: name(query.district),
    location: name(query.location),
    offerType: name(query.offerType),
    match: long.length > 0 ? long.map(phrase).join(' ') : undefined,
    shortTerms: terms.filter((term) => [...term].length < TRIGRAM_LENGTH),
    status: query.status,
  };
}

/** A stable string for the filter (its keys are always built in the same order). */
export function filterKey(filter: AdFilter): string {
  return JSON.stringify(filter);
}
