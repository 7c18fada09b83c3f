// The admin's data-layer rule: every query key is built in lib/query-keys.ts; a write's invalidation is declared once,
// in its feature's api/mutations.ts hook (or lib/offer-mutations.ts for the offer writes several features make; built
// with useMutation or the helpers of lib/mutations.ts), naming the resources it changes, and goes through refresh()
// of lib/query-client.ts. Components never reach for the query
// client to refresh data themselves.
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
/** The hooks of the offer writes that several features make. */
const SHARED_MUTATIONS = 'lib/offer-mutations.ts';
const isMutations = (file: string) => /^features\/[^/]+\/api\/mutations\.ts$/.test(file) || file === SHARED_MUTATIONS;
const read = (file: string) => readFileSync(join(src, file), 'utf8');

/** The one call of invalidateQueries, behind refresh(queryClient, ...resources). */
const REFRESH = 'lib/query-client.ts';
/** The mutation helpers the hooks are built from: the only other place that may hold the query client. */
const MUTATION_HELPERS = 'lib/mutations.ts';
/** The one home of the query keys, each resource's under its name. */
const KEYS = 'lib/query-keys.ts';
const mayMutate = (file: string) => isMutations(file) || file === MUTATION_HELPERS;

describe('query invalidation', () => {
  it('happens only through refresh(), called by the mutation hooks', () => {
    expect(files).toContain(REFRESH);
    expect(read(REFRESH)).toMatch(/export function refresh\(/);
    const invalidating = files.filter((file) => file !== REFRESH && /invalidateQueries/.test(read(file)));
    expect(invalidating.filter((file) => !isMutations(file))).toEqual([]);
    const holdingTheClient = files.filter((file) => !mayMutate(file) && /useQueryClient/.test(read(file)));
    expect(holdingTheClient).toEqual([]);
    const refreshing = files.filter(
      (file) => !mayMutate(file) && /import \{[^}]*\brefresh\b[^}]*\} from '[./]*lib\/query-client'/.test(read(file)),
    );
    expect(refreshing).toEqual([]);
    const usingHelpers = files.filter((file) => !isMutations(file) && /from '[./]*lib\/mutations'/.test(read(file)));
    expect(usingHelpers).toEqual([]);
  });

  it('is declared by the mutation hooks, naming resources rather than keys', () => {
    const mutations = files.filter(isMutations);
    expect(mutations.length).toBeGreaterThan(0);
    for (const file of [...mutations, MUTATION_HELPERS]) {
      const text = read(file);
      expect(text, file).toMatch(/useMutation\(|useRefreshingMutation\(|useOfferMutation\(|recordMutations</i);
      expect(text, file).not.toMatch(/queryKey:\s*\[/);
      expect(text, file).not.toMatch(/refresh\(queryClient,\s*\[/);
    }
  });

  it('names keys built in lib/query-keys.ts alone', () => {
    expect(read(KEYS)).toMatch(/export const queryKeys = \{/);
    const keysElsewhere = files.filter((file) => file !== KEYS && /queryKey:\s*\[|\w+Keys\s*=\s*\{/.test(read(file)));
    expect(keysElsewhere).toEqual([]);
  });
});
