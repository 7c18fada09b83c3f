// Precompressed twins of the most read pages (.br) and of hashed assets (.br, .gz), so the static server rarely
// compresses per request (offer and store pages have none: docs/decisions/011).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Pages use Brotli 6: the home and list pages are rewritten by most edits, and on such a page the highest level saves
 * a few hundred bytes for several times the CPU. Assets, compressed once per build, use the highest level.
 */
export function brotli(content: Buffer, best = false): Buffer {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 6, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

/** Hashed assets never change, so each is compressed once, the first time a prerender sees it. */
export function compressAssets(outDir: string): void {
  const dir = join(outDir, 'assets');
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(name) || existsSync(join(dir, `${name}.br`))) continue;
    const content = readFileSync(join(dir, name));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
    writeFileSync(join(dir, `${name}.br`), brotli(content, true));
  }
}
