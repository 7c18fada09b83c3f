// Spelling distance between two words: insertions, deletions, substitutions and swaps of neighbours each cost 1
// (optimal string alignment), computed only as far as a bound, so comparing a word with a whole vocabulary is cheap.

/** The distance between a and b when it is at most `max`; otherwise undefined. */
export function boundedEditDistance(a: string, b: string, max: number): number | undefined {
  if (Math.abs(a.length - b.length) > max) return undefined;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return undefined;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? Number.POSITIVE_INFINITY;
  return distance <= max ? distance : undefined;
}
