// The one table of words that mean the same to a visitor (old and English place names, common shop words), read from
// api/reference/search-synonyms.json so another region changes a file, not code: a search finds what any word of a
// group finds, and typing any of them suggests the names the site uses (docs/decisions/021).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldCase } from '../../lib/fold-case.js';

/** A group's words, case-folded with single spaces; the first is the name the site uses. */
export type SynonymGroup = readonly string[];

/** Typed text shorter than this suggests through a synonym only when it is the whole word ("tv", not "t"). */
const MIN_SYNONYM_PREFIX = 3;
/** Words of at most this many characters are too short for the trigram index; in the table they are abbreviations. */
const SHORT_WORD_LENGTH = 3;
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;

const file = fileURLToPath(new URL('../../../reference/search-synonyms.json', import.meta.url));

function load(): SynonymGroup[] {
  const { groups } = JSON.parse(readFileSync(file, 'utf8')) as { groups: string[][] };
  return groups.map((group) => group.map((word) => foldCase(word.trim()).replace(/\s+/g, ' ')));
}

const GROUPS = load();
const GROUP_OF = new Map(GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));
const MOST_TERMS = Math.max(...[...GROUP_OF.keys()].map((word) => word.split(' ').length));

/** Every single word of the table ("air", "conditioner", "calicut"), for the spelling correction's vocabulary. */
export const SYNONYM_WORDS: readonly string[] = [...new Set(GROUPS.flat().flatMap((word) => word.split(' ')))];

/** The group of the word made of the search terms from `index` on (the longest such word), and how many it took. */
export function synonymsAt(
  terms: readonly string[],
  index: number,
): { group: SynonymGroup; terms: number } | undefined {
  for (let count = Math.min(MOST_TERMS, terms.length - index); count >= 1; count--) {
    const group = GROUP_OF.get(terms.slice(index, index + count).join(' '));
    if (group) return { group, terms: count };
  }
  return undefined;
}

/** The groups with a word starting with the typed (folded) text; short text must be the whole word. */
export function synonymsStartingWith(typed: string): SynonymGroup[] {
  if ([...typed].length < MIN_SYNONYM_PREFIX) {
    const group = GROUP_OF.get(typed);
    return group ? [group] : [];
  }
  return GROUPS.filter((group) => group.some((word) => word.startsWith(typed)));
}

/** A word of 1 to 3 letters or digits: searched in the word index, and as a whole word when it is in the table. */
export function isShortWord(word: string): boolean {
  return [...word].length <= SHORT_WORD_LENGTH && WORD.test(word);
}
