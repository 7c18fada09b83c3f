// Precompressed twins (.br, .gz) of pages and hashed assets, so the static server never compresses per request.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Pages use Brotli 6 and gzip 6: at 10,000 offer pages a full regeneration spends most of its time compressing, and
 * on a 30 KB page the highest levels save a few hundred bytes for several times the CPU. Assets, compressed once per
 * build, use the highest levels.
 */
export function compressed(content: string | Buffer, best = false): { br: Buffer; gz: Buffer } {
  const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  return {
    br: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 6, [constants.BROTLI_PARAM_SIZE_HINT]: size },
    }),
    gz: gzipSync(content, { level: best ? 9 : 6 }),
  };
}

/** Hashed assets never change, so each is compressed once, the first time a prerender sees it. */
export function compressAssets(outDir: string): void {
  const dir = join(outDir, 'assets');
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(name) || existsSync(join(dir, `${name}.br`))) continue;
    const { br, gz } = compressed(readFileSync(join(dir, name)), true);
    writeFileSync(join(dir, `${name}.gz`), gz);
    writeFileSync(join(dir, `${name}.br`), br);
  }
}
