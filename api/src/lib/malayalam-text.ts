// One spelling for text that may hold Malayalam: NFC, and the chillu letters in their atomic form. Keyboards and older
// fonts write a chillu as consonant + virama + zero-width joiner ("ന്‍"), newer ones as one letter ("ൻ"); both look
// the same, so stored texts and search terms are folded to the atomic letters, and either spelling finds the other.
// Migration 0016's search view folds the same sequences, for text that reached the database another way.

const ZWJ = '\u200D';
const VIRAMA = '\u0D4D';

/** Each chillu's consonant and its atomic letter: ണ ന ര ല ള ക. */
const CHILLUS: ReadonlyArray<readonly [string, string]> = [
  ['\u0D23', '\u0D7A'],
  ['\u0D28', '\u0D7B'],
  ['\u0D30', '\u0D7C'],
  ['\u0D32', '\u0D7D'],
  ['\u0D33', '\u0D7E'],
  ['\u0D15', '\u0D7F'],
];
const ATOMIC = new Map(CHILLUS);
const SEQUENCE = new RegExp(`([${CHILLUS.map(([consonant]) => consonant).join('')}])${VIRAMA}${ZWJ}`, 'g');

/** The text in NFC with every chillu sequence as its atomic letter; other text is unchanged. */
export function normaliseText(text: string): string {
  const composed = text.normalize('NFC');
  return composed.includes(ZWJ)
    ? composed.replace(SEQUENCE, (_, consonant: string) => ATOMIC.get(consonant) ?? '')
    : composed;
}

/**
 * An optional Malayalam twin as a form sent it: normalised and trimmed, null when empty (none: the English text stands
 * alone), undefined when the form left it out (an edit keeps the stored one).
 */
export function malayalamTwin(text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  return normaliseText(text).trim() || null;
}

/** A record's English title and its Malayalam twin (null: none; undefined: an edit keeps the stored one). */
export interface Titles {
  title: string;
  titleMl: string | null | undefined;
}
