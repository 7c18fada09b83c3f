// Files of the public site: each written to a temp name and renamed (a reader never sees half a file), and only when
// its bytes change, so unchanged pages keep their mtime and ETag and a CDN's cached copy stays valid.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compressed } from './compress';

export function writeAtomic(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}

/** Writes the file unless it already holds these bytes; returns the number of bytes written. */
export function writeIfChanged(file: string, content: string | Buffer): number {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  if (sameBytes(file, bytes)) return 0;
  writeAtomic(file, bytes);
  return bytes.length;
}

/**
 * The page plus its Brotli and gzip twins (Caddy: precompressed), all left alone when the page is unchanged.
 * The twins are written first, so a page is never newer than its compressed copies.
 */
export function writePage(file: string, content: string): number {
  const bytes = Buffer.from(content);
  if (sameBytes(file, bytes) && existsSync(`${file}.br`) && existsSync(`${file}.gz`)) return 0;
  const { br, gz } = compressed(bytes);
  return writeIfChanged(`${file}.br`, br) + writeIfChanged(`${file}.gz`, gz) + writeIfChanged(file, bytes);
}

export function fileFor(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
}
