// Search text as the indexes hold it, shared by the search's filters, synonyms, spelling correction and suggestions:
// one spelling of Malayalam (NFC, atomic chillus: malayalam-text.ts), then case folded as SQLite does.
import { normaliseText } from './malayalam-text.js';

/** SQLite folds case for ASCII letters only; folding the same way here keeps cache keys and results in step. */
export function foldCase(value: string): string {
  return normaliseText(value).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
