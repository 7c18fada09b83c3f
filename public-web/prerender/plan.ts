// What a regeneration renders and removes, worked out from the visible offers and the state the last run recorded: a
// page is rendered when the fingerprint of its build and data changed or its file is missing (always, in a full
// run), and a page per record whose record is no longer shown is removed (docs/decisions/005). Ended offers' pages
// go when they end (docs/decisions/053).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizedPath } from '../src/lib/i18n/locale';
import type { Offer } from '../src/lib/offer-queries';
import type { ClientAssets } from './assets';
import { serverDir } from './config';
import { FLAT_PAGE_DIRS, fileFor, RECORD_PAGE_DIRS } from './files';
import type { RenderJob } from './render';
import { listingPages, storePages } from './source';
import { type PageState, shortHash } from './state';

export const STATIC_PAGES = ['/', '/offers', '/aboutus', '/contactus'];
/** The same for every visitor but not worth a search result: rendered, left out of the sitemap (noindex). */
export const UNLISTED_PAGES = ['/saved'];

/** Fingerprint of everything the build contributes to a page: assets, server bundle and public origin. */
export function buildFingerprint(assets: ClientAssets, origin: string): string {
  const bundle = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => readFileSync(join(serverDir, name), 'utf8'));
  return shortHash(assets.headTags, JSON.stringify(assets.manifest), origin, ...bundle);
}

export interface Plan {
  /** Pages to render: the static pages first, then offer and store pages whose fingerprint or file is missing. */
  jobs: RenderJob[];
  /** Fingerprint of each job's data, by path. */
  fingerprints: Map<string, string>;
  /** Pages left as they are. */
  pages: Record<string, PageState>;
  /** Visible offers' pages, for the sitemap. */
  offerPaths: string[];
  /** Pages of stores with a visible offer, for the sitemap. */
  storePaths: string[];
  /** The listing's pages past the first: left out of the sitemap (every offer they show is in it). */
  listingPaths: string[];
}

/**
 * Works out what a run renders and writes from the visible offers. Offer data is only referenced from the jobs (a
 * store page's job holds its live offers), so it is freed as the jobs are rendered.
 */
export function planPages(
  live: Offer[],
  context: { outDir: string; build: string; previous: Record<string, PageState> },
  onlyChanges: boolean,
): Plan {
  const { outDir, build, previous } = context;
  const plan: Plan = {
    jobs: [...STATIC_PAGES, ...UNLISTED_PAGES].flatMap((path) => [{ path }, { path: localizedPath(path, 'ml') }]),
    fingerprints: new Map(),
    pages: {},
    offerPaths: [],
    storePaths: [],
    listingPaths: [],
  };
  /** Whether the page is kept as the last run left it (and then recorded as it was). */
  const kept = (path: string, data: string) => {
    const before = previous[path];
    if (!onlyChanges || before?.data !== data || !existsSync(fileFor(outDir, path))) return false;
    plan.pages[path] = before;
    return true;
  };
  /** The page in English and in Malayalam (docs/decisions/047): the same data, each its own file and state. */
  const queue = (job: RenderJob, data: string) => {
    for (const path of [job.path, localizedPath(job.path, 'ml')]) {
      if (kept(path, data)) continue;
      plan.jobs.push({ ...job, path });
      plan.fingerprints.set(path, data);
    }
  };
  for (const offer of live) {
    const path = `/offerdetails/${offer._id}`;
    plan.offerPaths.push(path);
    queue({ path, offer }, shortHash(build, JSON.stringify(offer)));
  }
  for (const storePage of storePages(live)) {
    const path = `/store/${storePage.store._id}`;
    plan.storePaths.push(path);
    queue({ path, storePage }, shortHash(build, 'store', JSON.stringify(storePage)));
  }
  // Last: an edited offer's own page is written before the listing pages that show it.
  for (const listPage of listingPages(live)) {
    const path = `/offers/page/${listPage.currentPage}`;
    plan.listingPaths.push(path);
    queue({ path, listPage }, shortHash(build, 'listing', JSON.stringify(listPage)));
  }
  return plan;
}

/** A written page's state: its lastmod moves only when its visible content changed since the last run. */
export function pageState(
  before: PageState | undefined,
  data: string | undefined,
  content: string,
  today: string,
): PageState {
  return { data, content, lastmod: before?.content === content ? before.lastmod : today };
}

/**
 * Pages in the folders per record that the run owns: a page in one whose record is gone is removed (twin too). In a
 * folder of flat pages (`<id>.html`) a page's folder is an earlier release's layout, never kept.
 */
function existingRecordPages(outDir: string): Array<{ path: string; oldLayout: boolean }> {
  return RECORD_PAGE_DIRS.flatMap((dir) => {
    const flat = FLAT_PAGE_DIRS.includes(dir);
    try {
      return readdirSync(join(outDir, dir), { withFileTypes: true }).map((entry) => ({
        path: `/${dir}/${flat ? entry.name.replace(/\.html$/, '') : entry.name}`,
        oldLayout: flat && entry.isDirectory(),
      }));
    } catch {
      return [];
    }
  });
}

/**
 * Pages per record, recorded by the last run or found on disk, that this run neither kept nor wrote (`gone`), and the
 * folders of pages on disk in an earlier release's layout, whose page this run wrote flat (`oldFolders`).
 */
export function gonePages(
  outDir: string,
  recorded: string[],
  isKept: (path: string) => boolean,
): { gone: string[]; oldFolders: string[] } {
  const onDisk = existingRecordPages(outDir);
  const gone = [...new Set([...recorded, ...onDisk.map((page) => page.path)])].filter(
    (path) => RECORD_PAGE_DIRS.some((dir) => path.startsWith(`/${dir}/`)) && !isKept(path),
  );
  const oldFolders = onDisk.filter((page) => page.oldLayout && isKept(page.path)).map((page) => page.path);
  return { gone, oldFolders };
}
