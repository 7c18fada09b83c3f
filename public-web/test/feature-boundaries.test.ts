// The site's layering: a feature imports only itself, src/lib and src/components; shared pieces of several features
// live in those two folders, and nothing there or in a feature imports a route file.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where each source file's relative imports point, as paths under src/ ("features/offers/..."). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)].map((match) =>
    relative(SRC, resolve(dirname(file), match[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

function crossings(from: string, allowed: (target: string, feature: string) => boolean): string[] {
  return sourceFiles(join(SRC, from)).flatMap((file) => {
    const own = relative(SRC, file).split(sep).join('/');
    const feature = own.split('/')[1] ?? '';
    return importsOf(file)
      .filter((target) => !allowed(target, feature))
      .map((target) => `${own} -> ${target}`);
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature or a route', () => {
    const outside = crossings(
      'features',
      (target, feature) =>
        target.startsWith(`features/${feature}/`) || target.startsWith('lib/') || target.startsWith('components/'),
    );

    expect(outside).toEqual([]);
  });

  it('shared components and lib import no feature and no route', () => {
    const shared = [...crossings('components', allowedShared), ...crossings('lib', allowedShared)];

    expect(shared).toEqual([]);
  });
});

function allowedShared(target: string): boolean {
  return !target.startsWith('features/') && !target.startsWith('routes/');
}
