// Case folding as SQLite does it, shared by the search's filters, synonyms, spelling correction and suggestions.

/** SQLite folds case for ASCII letters only; folding the same way here keeps cache keys and results in step. */
export function foldCase(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
