// The admin's layers, top to bottom: routes (with the signed-in shell, the router and main.tsx), features, components,
// lib. A file imports its own layer or one below it, and a feature no other feature: what several features share
// lives in components/ (screens' pieces) or lib/ (reads, writes, query keys).
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The layers from the bottom up; a file in none of these folders (routes/, router.ts, main.tsx) is at the top. */
const LAYERS = ['lib', 'components', 'features'];
const layerOf = (path: string) => {
  const layer = LAYERS.indexOf(path.split('/')[0] ?? '');
  return layer === -1 ? LAYERS.length : layer;
};
const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : undefined);

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split(sep).join('/'))
  .filter((path) => /\.tsx?$/.test(path));

/** Every relative import of the source, importer and imported as paths under src/. */
const imports = files.flatMap((from) =>
  [...readFileSync(join(SRC, from), 'utf8').matchAll(RELATIVE_IMPORT)].map((match) => ({
    from,
    to: posix.join(posix.dirname(from), match[1] ?? ''),
  })),
);

const shown = (found: typeof imports) => found.map(({ from, to }) => `${from} -> ${to}`);

describe('feature boundaries', () => {
  it('reads every layer', () => {
    for (const layer of [...LAYERS, 'routes']) {
      expect(
        imports.some(({ from }) => from.startsWith(`${layer}/`)),
        layer,
      ).toBe(true);
    }
  });

  it('no import runs back up a layer', () => {
    expect(shown(imports.filter(({ from, to }) => layerOf(to) > layerOf(from)))).toEqual([]);
  });

  it('no feature imports another feature', () => {
    const between = imports.filter(({ from, to }) => {
      const [own, other] = [featureOf(from), featureOf(to)];
      return own !== undefined && other !== undefined && own !== other;
    });
    expect(shown(between)).toEqual([]);
  });
});
