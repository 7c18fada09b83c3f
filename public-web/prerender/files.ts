// Files of the public site: each written to a temp name and renamed (a reader never sees half a file), and only when
// its bytes change, so unchanged pages keep their mtime and ETag and a CDN's cached copy stays valid.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { brotli } from './compress';
import { withScriptPolicy } from './script-policy';

/** A file being written is `<name>.<pid>.<random>.tmp` beside it until it is renamed into place. */
const TEMP_FILE = /\.\d+\.[a-z0-9]*\.tmp$/;

function writeAtomic(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/**
 * Removes the temp files a run killed mid-write left in the site (where they would be served and never cleaned up)
 * and beside its state file. Walks every folder of the site, so it is called only after such a run.
 */
export function removeTempFiles(outDir: string, stateFile: string): void {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEMP_FILE.test(entry.name)) rmSync(full, { force: true });
    }
  };
  walk(outDir);
  const stateDir = dirname(stateFile);
  for (const name of readdirSync(stateDir)) {
    if (name.startsWith(`${basename(stateFile)}.`) && TEMP_FILE.test(name))
      rmSync(join(stateDir, name), { force: true });
  }
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
 * Folders of the pages per record (offers, stores) and of the listing's pages past the first: hundreds or thousands
 * of pages, each read rarely (docs/decisions/011), written and removed as the listing changes.
 */
export const RECORD_PAGE_DIRS = [
  'offerdetails',
  'store',
  'offers/page',
  'ml/offerdetails',
  'ml/store',
  'ml/offers/page',
];

/**
 * Whether a page keeps a Brotli twin (Caddy: precompressed): only the few pages nearly every visit lands on (home, the
 * list's first page, about, contact, saved, the shell, the sitemap). Offer, store and later listing pages have none:
 * Caddy's `encode` compresses them on request, and a CDN in front compresses each once.
 */
export function hasTwin(path: string): boolean {
  return !RECORD_PAGE_DIRS.some((dir) => path.startsWith(`/${dir}/`));
}

/**
 * The page (an HTML page with its script policy), plus its Brotli twin when `twin`, all left alone when the page is
 * unchanged. The twin is written first, so
 * a page is never newer than its compressed copy. No gzip twin: every current browser accepts Brotli, and Caddy
 * compresses a page on the fly for a client that does not. A twin this rule no longer wants (a page's `.gz`, a record
 * page's `.br`, from an earlier release) is removed first, even when the page is unchanged, since it would be served
 * stale; the page itself keeps its mtime.
 */
export function writePage(file: string, content: string, twin: boolean): number {
  const bytes = Buffer.from(file.endsWith('.html') ? withScriptPolicy(content) : content);
  for (const stale of twin ? ['.gz'] : ['.br', '.gz']) rmSync(`${file}${stale}`, { force: true });
  if (!twin) return writeIfChanged(file, bytes);
  if (sameBytes(file, bytes) && existsSync(`${file}.br`)) return 0;
  return writeIfChanged(`${file}.br`, brotli(bytes)) + writeIfChanged(file, bytes);
}

/**
 * Folders of pages written as `<id>.html`, not `<id>/index.html`: offer pages, most of the site's files, so each
 * page costs a file and not also a folder (a 4 KB block each, 70 MB at 10,000 offers in both languages; decision 054).
 */
export const FLAT_PAGE_DIRS = ['offerdetails', 'ml/offerdetails'];

const isFlat = (path: string) => FLAT_PAGE_DIRS.some((dir) => path.startsWith(`/${dir}/`));

export function fileFor(outDir: string, path: string): string {
  if (path === '/') return join(outDir, 'index.html');
  return isFlat(path) ? join(outDir, `${path.slice(1)}.html`) : join(outDir, path.slice(1), 'index.html');
}

/** Removes a page's folder with what is in it: a page's own, or the one an earlier release wrote for a flat page. */
export function removeFolderOf(outDir: string, path: string): void {
  rmSync(join(outDir, path.slice(1)), { recursive: true, force: true });
}

/** Removes a page (a flat one's file, or a page's folder with its twins) and the folder an earlier release wrote. */
export function removePage(outDir: string, path: string): void {
  if (isFlat(path)) rmSync(fileFor(outDir, path), { force: true });
  removeFolderOf(outDir, path);
}
