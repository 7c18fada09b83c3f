// The admin's data-layer rule: a write's invalidation is declared once, in its feature's api/mutations.ts hook, from
// the key factories of api/queries.ts. Components never reach for the query client to refresh data themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(src, path).split(sep).join('/')] : [];
  });
}

const files = sourceFiles(src);
const isMutations = (file: string) => /^features\/[^/]+\/api\/mutations\.ts$/.test(file);
const read = (file: string) => readFileSync(join(src, file), 'utf8');

describe('query invalidation', () => {
  it('happens only in features/*/api/mutations.ts', () => {
    const outside = files.filter((file) => !isMutations(file) && /invalidateQueries|useQueryClient/.test(read(file)));
    expect(outside).toEqual([]);
  });

  it('is declared by the mutation hooks, from key factories rather than literal keys', () => {
    const mutations = files.filter(isMutations);
    expect(mutations.length).toBeGreaterThan(0);
    for (const file of mutations) {
      const text = read(file);
      expect(text, file).toMatch(/useMutation\(/);
      expect(text, file).not.toMatch(/queryKey:\s*\[/);
    }
  });
});
