// What the last regeneration wrote, kept beside the site's folder (never served): per page the fingerprint of the
// data it was rendered from, the hash of its visible content and its sitemap lastmod. A lock file keeps two
// regenerations (the API's and one started by hand) from running at once.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { writeIfChanged } from './files';

export interface PageState {
  /** Fingerprint of the build and the data the page was rendered from (offer pages). */
  data?: string;
  /** Hash of the visible markup: lastmod moves only when it changes. */
  content?: string;
  lastmod?: string;
}

interface SiteState {
  /** Pages of live offers, stores, the listing and the static pages. */
  pages: Record<string, PageState>;
}

const VERSION = 1;

export const stateFileFor = (outDir: string) => `${outDir}.prerender.json`;

export function shortHash(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
}

export function readState(file: string): SiteState {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as Partial<SiteState> & { version?: number };
    return { pages: state.version === VERSION && state.pages ? state.pages : {} };
  } catch {
    return { pages: {} };
  }
}

export function writeState(file: string, { pages }: SiteState): number {
  const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : 1)));
  return writeIfChanged(file, JSON.stringify({ version: VERSION, pages: sorted }));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The lock on a site's state file, and whether its last holder died mid-run (leaving temp files behind). */
interface Lock {
  release: () => void;
  abandoned: boolean;
}

/**
 * Waits for a running regeneration (by another live process) to finish, then holds the lock until `release`. A lock
 * whose process has gone is taken over at once, and reported `abandoned`; one still held after `timeoutMs` (its pid
 * reused by another process) is taken over too: at worst two runs overlap, each writing whole files.
 */
export async function lock(file: string, timeoutMs = 15 * 60_000): Promise<Lock> {
  const lockFile = `${file}.lock`;
  const deadline = Date.now() + timeoutMs;
  let abandoned = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(lockFile, { force: true }), abandoned };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : 0;
    if (holder && !alive(holder)) {
      abandoned = true;
      rmSync(lockFile, { force: true });
    } else if (Date.now() > deadline) rmSync(lockFile, { force: true });
    else await new Promise((done) => setTimeout(done, 200));
  }
}
