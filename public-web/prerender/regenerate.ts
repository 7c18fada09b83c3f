// Brings the public site's pages in outDir up to date: /, /offers, /aboutus, /contactus, /saved, /offerdetails/<id>
// of every visible offer, /store/<id> of every store with one, /offers/page/<N> of the plain listing past its first
// page, a small page with its own head for every ended offer, the fallback shell, sitemap.xml and robots.txt
// (docs/decisions/004, 005, 008 and 014).
//   node prerender.js            full regeneration: renders every page (on every core but one), writes those that changed
//   node prerender.js --changes  renders only offer and store pages whose data or build changed since the last run
// Offer, store and listing pages are rendered from one bulk read of the listing, so rendering makes no API call per page. Every
// file is written atomically and only when its bytes change; pages of offers and stores no longer shown are removed.
// Env: API_ORIGIN (where the API listens), PUBLIC_ORIGIN (absolute links), PRERENDER_OUT_DIR (default ../dist), read
// by config.ts.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { PAGE_SIZE as LISTING_PAGE_SIZE } from '../src/features/offers/offer-search';
import type { StorePage } from '../src/features/store/api/store-queries';
import { api } from '../src/lib/api';
import { type ApiOfferList, type Offer, type OfferList, shownOffer } from '../src/lib/offer-queries';
import { hasEnded } from '../src/lib/offers';
import { buildShell, type ClientAssets, readClientAssets } from './assets';
import { compressAssets } from './compress';
import { configureThread, serverDir } from './config';
import { fileFor, hasTwin, RECORD_PAGE_DIRS, removeTempFiles, writeIfChanged, writePage } from './files';
import type { RenderJob } from './render';
import { renderPages, serveRenderJobs } from './render-pool';
import { sitemapXml } from './sitemap';
import { lock, type PageState, readState, shortHash, stateFileFor, writeState } from './state';
import { endedOfferPage } from './stub';

const STATIC_PAGES = ['/', '/offers', '/aboutus', '/contactus'];
/** The same for every visitor but not worth a search result: rendered, left out of the sitemap (noindex). */
const UNLISTED_PAGES = ['/saved'];
const PAGE_SIZE = 48;
/** Two reads in flight: the API computes one page while the other travels, and a visitor waits behind at most one. */
const FETCH_CONCURRENCY = 2;
/**
 * The bulk read asks for the listing uncompressed: each page is a miss of the API's cache, and compressing ~60 KB of
 * JSON with brotli would block the API's thread (and the visitors queued behind it) for milliseconds per page, for
 * bytes that only cross the loopback.
 */
const BULK_READ_HEADERS = { 'accept-encoding': 'identity' };

export interface Summary {
  pages: number;
  rendered: number;
  removed: number;
  bytesWritten: number;
}

async function fetchList(page: number) {
  const list = await api
    .get('storeads/adswithstore', {
      searchParams: { page, limit: PAGE_SIZE, showExpired: true },
      headers: BULK_READ_HEADERS,
    })
    .json<ApiOfferList>();
  return { ...list, data: list.data.map(shownOffer) };
}

/**
 * Every offer that has started (visible or ended), newest first; fails (and the run is retried) if the listing moved
 * while it was read.
 */
async function startedOffers(): Promise<Offer[]> {
  const first = await fetchList(1);
  const pages = [first];
  let next = 2;
  const reader = async () => {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = await fetchList(page);
    }
  };
  await Promise.all(Array.from({ length: FETCH_CONCURRENCY }, reader));
  const offers = pages.flatMap((list) => list.data);
  const ids = new Set(offers.map((offer) => offer._id));
  if (ids.size !== first.totalAds || pages.some((list) => list.totalAds !== first.totalAds)) {
    throw new Error('The offer listing changed while it was read');
  }
  return offers;
}

/** Fingerprint of everything the build contributes to a page: assets, server bundle and public origin. */
function buildFingerprint(assets: ClientAssets, origin: string): string {
  const bundle = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => readFileSync(join(serverDir, name), 'utf8'));
  return shortHash(assets.headTags, JSON.stringify(assets.manifest), origin, ...bundle);
}

/** Pages in the folders per record that the run owns: a page in one whose record is gone is removed (twin too). */
function existingRecordPages(outDir: string): string[] {
  return RECORD_PAGE_DIRS.flatMap((dir) => {
    try {
      return readdirSync(join(outDir, dir)).map((id) => `/${dir}/${id}`);
    } catch {
      return [];
    }
  });
}

/** Each store with a live offer, with its live offers newest first: what GET /store/{id}/page answers. */
function storePages(offers: Offer[]): StorePage[] {
  const pages = new Map<string, StorePage>();
  for (const offer of offers) {
    const page = pages.get(offer.storeId._id) ?? { store: offer.storeId, offers: [] };
    page.offers.push(offer);
    pages.set(offer.storeId._id, page);
  }
  return [...pages.values()];
}

/**
 * Pages of the plain listing prerendered at /offers/page/N, the first (/offers) included: the newest 240 offers. Each
 * page shows the total and a new offer moves every later one down, so a new, paused or ended offer changes every one
 * of them: all 718 pages at 10,000 offers would be 50 MB (17% of the site) rewritten per new offer, and 50 pages 3.4 MB,
 * over the 5 MB an edit may write with the rest (about 1.4 MB for these 20). Past these the
 * web server answers the app's shell, which shows the page with JavaScript (docs/decisions/008).
 */
const PRERENDERED_LISTING_PAGES = 20;

/**
 * Pages 2 and later of the plain listing, up to PRERENDERED_LISTING_PAGES (newest first, as the API pages it; page 1
 * is /offers); an edit changes only the page that shows the offer.
 */
function listingPages(live: Offer[]): OfferList[] {
  const totalPages = Math.ceil(live.length / LISTING_PAGE_SIZE);
  const prerendered = Math.min(totalPages, PRERENDERED_LISTING_PAGES);
  return Array.from({ length: Math.max(0, prerendered - 1) }, (_, index) => {
    const currentPage = index + 2;
    const data = live.slice((currentPage - 1) * LISTING_PAGE_SIZE, currentPage * LISTING_PAGE_SIZE);
    return { data, totalAds: live.length, totalPages, currentPage };
  });
}

function removePages(outDir: string, paths: string[]): void {
  for (const path of paths) rmSync(join(outDir, path.slice(1)), { recursive: true, force: true });
}

interface Plan {
  /** Pages to render: the static pages first, then offer and store pages whose fingerprint or file is missing. */
  jobs: RenderJob[];
  /** Fingerprint of each job's data, by path. */
  fingerprints: Map<string, string>;
  /** Pages left as they are, and ended offers' pages (written here). */
  pages: Record<string, PageState>;
  /** Visible offers' pages, for the sitemap. */
  offerPaths: string[];
  /** Pages of stores with a visible offer, for the sitemap. */
  storePaths: string[];
  /** The listing's pages past the first: left out of the sitemap (every offer they show is in it). */
  listingPaths: string[];
  endedWritten: number;
  bytesWritten: number;
}

/**
 * Works out what a run renders from the started offers, and writes ended offers' small pages. Offer data is only
 * referenced from the jobs (a store page's job holds its live offers), so it is freed as the jobs are rendered.
 */
function planPages(
  started: Offer[],
  context: { assets: ClientAssets; outDir: string; build: string; previous: Record<string, PageState> },
  onlyChanges: boolean,
  today: string,
): Plan {
  const { assets, outDir, build, previous } = context;
  const plan: Plan = {
    jobs: [...STATIC_PAGES, ...UNLISTED_PAGES].map((path) => ({ path })),
    fingerprints: new Map(),
    pages: {},
    offerPaths: [],
    storePaths: [],
    listingPaths: [],
    endedWritten: 0,
    bytesWritten: 0,
  };
  const queue = (job: RenderJob, data: string) => {
    const before = previous[job.path];
    if (onlyChanges && before?.data === data && existsSync(fileFor(outDir, job.path))) {
      plan.pages[job.path] = before;
    } else {
      plan.jobs.push(job);
      plan.fingerprints.set(job.path, data);
    }
  };
  const live: Offer[] = [];
  for (const offer of started) {
    const path = `/offerdetails/${offer._id}`;
    const ended = hasEnded(offer);
    const data = ended ? shortHash(build, 'ended', JSON.stringify(offer)) : shortHash(build, JSON.stringify(offer));
    const before = previous[path];
    if (!ended) {
      plan.offerPaths.push(path);
      live.push(offer);
      queue({ path, offer }, data);
    } else if (onlyChanges && before?.data === data && existsSync(fileFor(outDir, path))) {
      plan.pages[path] = before;
    } else {
      // Ended offers: a small page each, written when its data or the build changed (out of the sitemap).
      const html = endedOfferPage(assets, offer);
      const content = shortHash(html);
      plan.bytesWritten += writePage(fileFor(outDir, path), html, hasTwin(path));
      plan.pages[path] = { data, content, lastmod: before?.content === content ? before.lastmod : today };
      plan.endedWritten++;
    }
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

export async function prerender(outDir: string, origin: string, onlyChanges: boolean): Promise<Summary> {
  const stateFile = stateFileFor(outDir);
  const { release, abandoned } = await lock(stateFile);
  try {
    if (abandoned) removeTempFiles(outDir, stateFile);
    const assets = readClientAssets(outDir);
    const build = buildFingerprint(assets, origin);
    const previous = readState(stateFile).pages;
    const today = new Date().toISOString().slice(0, 10);
    const plan = planPages(await startedOffers(), { assets, outDir, build, previous }, onlyChanges, today);
    const { pages, fingerprints } = plan;
    const rendered = plan.jobs.length + plan.endedWritten;
    let bytesWritten = plan.bytesWritten;
    for (const result of await renderPages(plan.jobs, assets, outDir, new URL(import.meta.url))) {
      const before = previous[result.path];
      const lastmod = before && before.content === result.content ? before.lastmod : today;
      pages[result.path] = { data: fingerprints.get(result.path), content: result.content, lastmod };
      bytesWritten += result.bytesWritten;
    }

    const gone = [...new Set([...Object.keys(previous), ...existingRecordPages(outDir)])].filter(
      (path) => RECORD_PAGE_DIRS.some((dir) => path.startsWith(`/${dir}/`)) && !pages[path],
    );
    removePages(outDir, gone);
    const paths = [...STATIC_PAGES, ...plan.offerPaths, ...plan.storePaths];
    const lastmods = new Map(paths.map((path) => [path, pages[path]?.lastmod ?? today]));
    bytesWritten += writePage(join(outDir, 'shell.html'), buildShell(assets, origin), true);
    bytesWritten += writePage(join(outDir, 'sitemap.xml'), sitemapXml(origin, paths, lastmods), true);
    bytesWritten += writeIfChanged(
      join(outDir, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    compressAssets(outDir);
    bytesWritten += writeState(stateFile, { pages });
    return { pages: paths.length + plan.listingPaths.length, rendered, removed: gone.length, bytesWritten };
  } finally {
    release();
  }
}

/** Loaded by prerender.js's run thread (which regenerates) and by the render workers it starts; each has its settings. */
const { outDir, publicOrigin: origin } = configureThread();
if ((workerData as { regenerate?: boolean } | null)?.regenerate) {
  const onlyChanges = process.argv.includes('--changes');
  const started = Date.now();
  prerender(outDir, origin, onlyChanges).then(
    (summary) =>
      process.stdout.write(
        `${onlyChanges ? 'Updated' : 'Regenerated'} ${summary.pages} pages in ${outDir} in ${Date.now() - started} ms: ` +
          `${summary.rendered} rendered, ${summary.removed} removed, ${summary.bytesWritten} bytes written\n`,
      ),
    (error: unknown) => {
      process.stderr.write(`Prerender failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
} else {
  serveRenderJobs();
}
