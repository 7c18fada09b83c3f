// Turns the ad listing's query string into one normalised filter, so equivalent queries share a statement and a cache entry.
import type { OfferStatus } from '@offerboard/shared-types/offer-status';
import type { Static } from 'typebox';
import { foldCase } from '../../lib/fold-case.js';
import { isShortWord, type SynonymGroup, synonymsAt } from '../search/synonyms.js';
import type { AdminOfferListQuery, OfferFilters, PublicOfferListQuery } from './schema.js';

const MAX_SEARCH_TERMS = 8;
/** The trigram index finds substrings of at least this many characters; shorter terms are matched by scanning. */
const TRIGRAM_LENGTH = 3;

/** A listing's filters as its query string has them, public or admin (only the admin's has `status`). */
export type OfferFilterQuery = Pick<Static<typeof AdminOfferListQuery>, keyof typeof OfferFilters | 'status'> &
  Pick<Static<typeof PublicOfferListQuery>, 'endsFrom' | 'endsBefore'>;

/** Names are compared case-insensitively (ASCII, like SQLite's lower() and NOCASE); absent when blank. */
export interface OfferFilter {
  storeName?: string;
  category?: string;
  district?: string;
  location?: string;
  offerType?: string;
  /** FTS5 MATCH expression on the trigram index: terms of 4+ characters (3 with punctuation), found anywhere. */
  match?: string;
  /** FTS5 MATCH expression on the word index: short words at word starts, and synonym groups with a short word. */
  words?: string;
  /** Search terms of punctuation too short for the trigram index, each required as a substring. */
  shortTerms: string[];
  status?: OfferStatus;
  /** End day bounds (YYYY-MM-DD): on or after `endsFrom`, before `endsBefore`. */
  endsFrom?: string;
  endsBefore?: string;
}

function name(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? foldCase(trimmed) : undefined;
}

/**
 * The distinct terms of a search (at most 8), case-folded, each as the words any of which may match it: the group of
 * a word (of one or more terms) in the synonyms table, else the term alone. Sorted: their order does not change the
 * result, and "Calicut" and "Kozhikode" become the same filter.
 */
function searchGroups(searchQuery: string | undefined): SynonymGroup[] {
  const terms = foldCase(searchQuery ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const groups = new Map<string, SynonymGroup>();
  for (let index = 0; index < terms.length && groups.size < MAX_SEARCH_TERMS; ) {
    const synonyms = synonymsAt(terms, index);
    const group = synonyms?.group ?? terms.slice(index, index + 1);
    groups.set(group.join('|'), group);
    index += synonyms?.terms ?? 1;
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, group]) => group);
}

function phrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

function anyOf(alternatives: string[]): string {
  return `(${alternatives.join(' OR ')})`;
}

export function toOfferFilter(query: OfferFilterQuery): OfferFilter {
  const substrings: string[] = [];
  const words: string[] = [];
  const shortTerms: string[] = [];
  for (const group of searchGroups(query.searchQuery)) {
    const [term = ''] = group;
    if (group.length > 1 && group.some(isShortWord)) {
      // A short word of the table is an abbreviation: the whole word only ("ac", not "accessories").
      words.push(anyOf(group.map((word) => (isShortWord(word) ? phrase(word) : `${phrase(word)}*`))));
    } else if (group.length > 1) substrings.push(anyOf(group.map(phrase)));
    else if (isShortWord(term)) words.push(`${phrase(term)}*`);
    else if ([...term].length >= TRIGRAM_LENGTH) substrings.push(phrase(term));
    else shortTerms.push(term);
  }
  return {
    storeName: name(query.storeName),
    category: name(query.category),
    district: name(query.district),
    location: name(query.location),
    offerType: name(query.offerType),
    match: substrings.length > 0 ? substrings.join(' AND ') : undefined,
    words: words.length > 0 ? words.join(' AND ') : undefined,
    shortTerms,
    status: query.status,
    endsFrom: query.endsFrom,
    endsBefore: query.endsBefore,
  };
}

/** A stable string for the filter (its keys are always built in the same order). */
export function filterKey(filter: OfferFilter): string {
  return JSON.stringify(filter);
}
