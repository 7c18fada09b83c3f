// Files of the public site: each written to a temp name and renamed (a reader never sees half a file), and only when
// its bytes change, so unchanged pages keep their mtime and ETag and a CDN's cached copy stays valid.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotli } from './compress';

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
 * The page plus its Brotli twin (Caddy: precompressed), both left alone when the page is unchanged. The twin is written
 * first, so a page is never newer than its compressed copy. No gzip twin: every current browser accepts Brotli, and
 * Caddy compresses a page on the fly for a client that does not, so a third copy of every page would only cost disk.
 */
export function writePage(file: string, content: string): number {
  const bytes = Buffer.from(content);
  if (sameBytes(file, bytes) && existsSync(`${file}.br`)) return 0;
  const written = writeIfChanged(`${file}.br`, brotli(bytes)) + writeIfChanged(file, bytes);
  // A gzip twin from an earlier release would now be stale.
  rmSync(`${file}.gz`, { force: true });
  return written;
}

export function fileFor(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
}
