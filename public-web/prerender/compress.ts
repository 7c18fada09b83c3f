// Precompressed twins of pages (.br) and hashed assets (.br, .gz), so the static server rarely compresses per request.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Pages use Brotli 6: at 10,000 offer pages a full regeneration spends much of its time compressing, and on a 30 KB
 * page the highest level saves a few hundred bytes for several times the CPU. Assets, compressed once per build, use
 * the highest level.
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
