// Precompressed twins (.br, .gz) of pages and hashed assets, so the static server never compresses per request.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function compressed(content: string | Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gz: gzipSync(content, { level: 9 }),
  };
}

/** Hashed assets never change, so each is compressed once, the first time a prerender sees it. */
export function compressAssets(outDir: string): void {
  const dir = join(outDir, 'assets');
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(name) || existsSync(join(dir, `${name}.br`))) continue;
    const { br, gz } = compressed(readFileSync(join(dir, name)));
    writeFileSync(join(dir, `${name}.gz`), gz);
    writeFileSync(join(dir, `${name}.br`), br);
  }
}
