// The words visitors search for, read from the names they see (stores, categories, places, offer types, in English
// and Malayalam), offers' titles and the synonyms table, for two jobs: correcting a misspelt search term to the nearest known word ("biriyani"
// to "biryani"), and suggesting stores, categories and places as a visitor types ("Calicut" suggests Kozhikode). Built in memory on first use (a few milliseconds at
// 10,000 offers) and again after any admin write or at the region's day boundary (docs/decisions/016).
import type Database from 'better-sqlite3';
import { foldCase } from '../../lib/fold-case.js';
import { regionDay } from '../../lib/region-time.js';
import { VISIBLE_OFFER } from '../offers/offer-visibility.js';
import { boundedEditDistance } from './edit-distance.js';
import { isShortWord, SYNONYM_WORDS, synonymsStartingWith } from './synonyms.js';

type SuggestionType = 'store' | 'category' | 'location' | 'district';

export interface Suggestion {
  type: SuggestionType;
  /** The English name: the value of the filter a picked suggestion sets. */
  label: string;
  labelMl?: string;
  /** The district of a location, the category of a store. */
  detail?: string;
  detailMl?: string;
}

interface Entry extends Suggestion {
  /** The English name and the Malayalam one, as typed text is compared with them. */
  folded: string[];
}

/** A suggestion row as read: absent Malayalam names are null. */
type SuggestionRow = { [Key in keyof Suggestion]-?: Key extends 'type' | 'label' ? Suggestion[Key] : string | null };

/** Terms shorter than this are left alone: too many words are one or two letters away from them. */
const MIN_CORRECTABLE = 4;
/** Marks belong to words: Malayalam's vowel signs and virama are marks, and split there its words would be syllables. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const NOT_A_WORD = /[^\p{L}\p{M}]/u;
const TYPE_ORDER: Record<SuggestionType, number> = { category: 0, district: 1, location: 2, store: 3 };
const PER_TYPE = 3;
/** A store `s` the listing shows an offer of today. */
const STORE_WITH_VISIBLE_OFFER = `EXISTS (SELECT 1 FROM ads a WHERE a.store_id = s.id AND ${VISIBLE_OFFER})`;

/** How many edits a term of this length may be away from the word it is corrected to. */
function allowedEdits(length: number): number {
  return length < 6 ? 1 : 2;
}

function wordsOf(text: string): string[] {
  return foldCase(text).match(WORD) ?? [];
}

interface Built {
  day: string;
  /** Each word to the number of names and titles it appears in, to prefer the more common of equally near words. */
  frequency: Map<string, number>;
  /** Words grouped by length, so a term is compared only with words of a length it could be edited into. */
  byLength: Map<number, string[]>;
  entries: Entry[];
}

export class SearchVocabulary {
  private built: Built | undefined;
  private readonly statements;

  constructor(
    sqlite: Database.Database,
    private readonly timeZone: string,
  ) {
    this.statements = {
      // Offers' titles only of offers the listing shows today, and stores' names only of stores with one, so no
      // correction leads to a paused, future or ended offer's words or to a shop with nothing to show (a corrected
      // search lists today's offers), and the years of ended offers and closed shops are never read.
      texts: sqlite
        .prepare(
          `SELECT s.store_name FROM stores s WHERE ${STORE_WITH_VISIBLE_OFFER}
           UNION ALL SELECT title FROM categories UNION ALL SELECT title FROM districts
           UNION ALL SELECT location_name FROM locations UNION ALL SELECT title FROM offer_types
           UNION ALL SELECT a.title FROM ads a WHERE ${VISIBLE_OFFER}
           UNION ALL SELECT s.store_name_ml FROM stores s WHERE s.store_name_ml IS NOT NULL AND ${STORE_WITH_VISIBLE_OFFER}
           UNION ALL SELECT title_ml FROM categories WHERE title_ml IS NOT NULL
           UNION ALL SELECT name_ml FROM districts WHERE name_ml IS NOT NULL
           UNION ALL SELECT name_ml FROM locations WHERE name_ml IS NOT NULL
           UNION ALL SELECT title_ml FROM offer_types WHERE title_ml IS NOT NULL
           UNION ALL SELECT a.title_ml FROM ads a WHERE a.title_ml IS NOT NULL AND ${VISIBLE_OFFER}`,
        )
        .pluck(),
      // Only names that lead to offers a visitor can see today.
      entries: sqlite.prepare(
        `SELECT DISTINCT 'store' AS type, s.store_name AS label, s.store_name_ml AS labelMl, c.title AS detail,
           c.title_ml AS detailMl FROM stores s
           JOIN categories c ON c.id = s.category_id
           WHERE ${STORE_WITH_VISIBLE_OFFER}
         UNION SELECT 'category', title, title_ml, NULL, NULL FROM categories
         UNION SELECT 'location', l.location_name, l.name_ml, d.title, d.name_ml FROM locations l
           JOIN districts d ON d.id = l.district_id
           WHERE lower(l.location_name) <> lower(d.title)
         UNION SELECT 'district', title, name_ml, NULL, NULL FROM districts`,
      ),
    };
  }

  /** Forget what was read: the next use reads the names again. */
  invalidate(): void {
    this.built = undefined;
  }

  /**
   * The query with each term that matches no known word replaced by the nearest known word, in the visitor's order;
   * undefined when no term needed or found a correction.
   */
  correct(query: string): string | undefined {
    const terms = query.trim().split(/\s+/).filter(Boolean);
    let changed = false;
    const corrected = terms.map((term) => {
      const better = this.correctTerm(foldCase(term));
      if (better === undefined) return term;
      changed = true;
      // Written as the visitor wrote it: "Trissur" becomes "Thrissur", "biriyani" becomes "biryani".
      return /^\p{Lu}/u.test(term) ? `${better.charAt(0).toUpperCase()}${better.slice(1)}` : better;
    });
    return changed ? corrected.join(' ') : undefined;
  }

  /**
   * Up to `limit` stores, categories and places whose name has a word starting with the typed text, then those named
   * by a synonym starting with it ("Calicut": Kozhikode).
   */
  suggest(typed: string, limit: number): Suggestion[] {
    const prefix = foldCase(typed.trim()).replace(/\s+/g, ' ');
    if (!prefix) return [];
    const found = this.withSynonyms(prefix);
    const corrected = found.length === 0 ? this.correct(prefix) : undefined;
    return this.mixed(corrected ? this.withSynonyms(foldCase(corrected)) : found, limit).map(
      ({ folded: _folded, ...suggestion }) => suggestion,
    );
  }

  private withSynonyms(prefix: string): Entry[] {
    // A short word of the table is an abbreviation ("ac"): names merely starting with it are not what it means.
    const names = synonymsStartingWith(prefix).flatMap((group) => group.filter((word) => !isShortWord(word)));
    return [...new Set([...this.matching(prefix), ...names.flatMap((name) => this.matching(name))])];
  }

  private matching(prefix: string): Entry[] {
    const startsWith: Entry[] = [];
    const wordStarts: Entry[] = [];
    for (const entry of this.current().entries) {
      if (entry.folded.some((name) => name.startsWith(prefix))) startsWith.push(entry);
      else if (entry.folded.some((name) => name.includes(` ${prefix}`))) wordStarts.push(entry);
    }
    const order = (a: Entry, b: Entry) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.label.localeCompare(b.label);
    return [...startsWith.sort(order), ...wordStarts.sort(order)];
  }

  /** The best `limit` entries, at most PER_TYPE of a kind first, so many places do not push every store out. */
  private mixed(ranked: Entry[], limit: number): Entry[] {
    const taken = new Map<SuggestionType, number>();
    const first = ranked.filter((entry) => {
      const count = taken.get(entry.type) ?? 0;
      taken.set(entry.type, count + 1);
      return count < PER_TYPE;
    });
    const rest = ranked.filter((entry) => !first.includes(entry));
    const chosen = new Set([...first, ...rest].slice(0, limit));
    return ranked.filter((entry) => chosen.has(entry));
  }

  /** The nearest known word to a term no known word contains, or undefined to keep the term as it is. */
  private correctTerm(term: string): string | undefined {
    const { frequency, byLength } = this.current();
    const length = [...term].length;
    if (length < MIN_CORRECTABLE || NOT_A_WORD.test(term)) return undefined;
    for (const word of frequency.keys()) if (word.includes(term)) return undefined;
    const edits = allowedEdits(length);
    let best: { word: string; distance: number; count: number } | undefined;
    for (let candidateLength = length - edits; candidateLength <= length + edits; candidateLength++) {
      for (const word of byLength.get(candidateLength) ?? []) {
        const distance = boundedEditDistance(term, word, best ? Math.min(best.distance, edits) : edits);
        if (distance === undefined) continue;
        const count = frequency.get(word) ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
          best = { word, distance, count };
        }
      }
    }
    return best?.word;
  }

  private current(): Built {
    const day = regionDay(this.timeZone);
    if (this.built?.day === day) return this.built;
    const frequency = new Map<string, number>();
    for (const text of this.statements.texts.all({ today: day }) as string[]) {
      for (const word of new Set(wordsOf(text))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
    // Known, so never "corrected" away, and a target for a misspelt "Calicat".
    for (const word of SYNONYM_WORDS) frequency.set(word, frequency.get(word) ?? 1);
    const byLength = new Map<number, string[]>();
    for (const word of frequency.keys()) {
      const length = [...word].length;
      const words = byLength.get(length);
      if (words) words.push(word);
      else byLength.set(length, [word]);
    }
    const entries = (this.statements.entries.all({ today: day }) as SuggestionRow[]).map(
      ({ type, label, labelMl, detail, detailMl }): Entry => ({
        type,
        label,
        ...(labelMl ? { labelMl } : {}),
        ...(detail ? { detail } : {}),
        ...(detailMl ? { detailMl } : {}),
        folded: [label, ...(labelMl ? [labelMl] : [])].map((name) => foldCase(name).replace(/\s+/g, ' ')),
      }),
    );
    this.built = { day, frequency, byLength, entries };
    return this.built;
  }
}
