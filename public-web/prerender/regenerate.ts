// Brings the public site's pages in outDir up to date: /, /offers, /aboutus, /contactus, /saved, /offerdetails/<id>
// of every visible offer, /store/<id> of every store with one, a small page with its own head for every ended offer,
// the fallback shell, sitemap.xml and robots.txt (docs/decisions/004, 005 and 014).
//   node prerender.js            full regeneration: renders every page (on every core), writes those that changed
//   node prerender.js --changes  renders only offer and store pages whose data or build changed since the last run
// Offer and store pages are rendered from one bulk read of the listing, so rendering makes no API call per page. Every
// file is written atomically and only when its bytes change; pages of offers and stores no longer shown are removed.
// Env: API_ORIGIN (where the API listens), PUBLIC_ORIGIN (absolute links), PRERENDER_OUT_DIR (default ../dist).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { hasEnded } from '../src/features/offer-details/offer-head';
import { type ApiOfferList, type Offer, shownOffer } from '../src/features/offers/api/offers-queries';
import type { StorePage } from '../src/features/store/api/store-queries';
import { api } from '../src/lib/api';
import { buildShell, type ClientAssets, readClientAssets } from './assets';
import { compressAssets } from './compress';
import { fileFor, writeIfChanged, writePage } from './files';
import { type RenderJob, type RenderResult, renderToDisk } from './render';
import { sitemapXml } from './sitemap';
import { lock, type PageState, readState, shortHash, stateFileFor, writeState } from './state';
import { endedOfferPage } from './stub';

const STATIC_PAGES = ['/', '/offers', '/aboutus', '/contactus'];
/** The same for every visitor but not worth a search result: rendered, left out of the sitemap (noindex). */
const UNLISTED_PAGES = ['/saved'];
const PAGE_SIZE = 48;
/** Two reads in flight: the API computes one page while the other travels, and a visitor waits behind at most one. */
const FETCH_CONCURRENCY = 2;
const STATIC_CONCURRENCY = 4;
/** Below this many pages, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 200;
const BATCH = 25;

export interface Summary {
  pages: number;
  rendered: number;
  removed: number;
  bytesWritten: number;
}

async function fetchList(page: number) {
  const list = await api
    .get('storeads/adswithstore', { searchParams: { page, limit: PAGE_SIZE, showExpired: true } })
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
/** dist-server, where the entry script prerender.js is (this module is a chunk below it). */
const serverDir = dirname(resolve(process.argv[1] ?? import.meta.dirname));

function buildFingerprint(assets: ClientAssets, origin: string): string {
  const bundle = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => readFileSync(join(serverDir, name), 'utf8'));
  return shortHash(assets.headTags, JSON.stringify(assets.manifest), origin, ...bundle);
}

/** Folders of pages per record that the run owns: a page in one whose record is gone is removed. */
const RECORD_PAGE_DIRS = ['offerdetails', 'store'];

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

async function renderInProcess(jobs: RenderJob[], assets: ClientAssets, outDir: string): Promise<RenderResult[]> {
  const results: RenderResult[] = [];
  let next = 0;
  const renderer = async () => {
    while (next < jobs.length) results.push(await renderToDisk(jobs[next++] as RenderJob, assets, outDir));
  };
  await Promise.all(Array.from({ length: STATIC_CONCURRENCY }, renderer));
  return results;
}

/** Worker threads start with a small heap: rendering makes short-lived garbage, and a large heap only costs memory. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/**
 * Renders on every core: one worker thread per core takes batches of jobs from one queue, while this thread only
 * hands them out (so it answers at once and keeps its own heap small).
 */
async function renderInWorkers(jobs: RenderJob[], outDir: string, threads: number): Promise<RenderResult[]> {
  const results: RenderResult[] = [];
  let next = 0;
  const inWorker = () =>
    new Promise<void>((done, fail) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { outDir }, resourceLimits: WORKER_LIMITS });
      worker.on('message', (batchResults: RenderResult[] | null) => {
        if (batchResults) results.push(...batchResults);
        worker.postMessage(jobs.slice(next, next + BATCH));
        next += BATCH;
      });
      worker.once('error', fail);
      worker.once('exit', (code) => (code === 0 ? done() : fail(new Error(`render worker exited with ${code}`))));
    });
  await Promise.all(Array.from({ length: threads }, inWorker));
  return results;
}

/** Worker thread: renders each batch the main thread sends; an empty batch means done. */
function serveRenderJobs(): void {
  const { outDir } = workerData as { outDir: string };
  const assets = readClientAssets(outDir);
  const port = parentPort;
  if (!port) return;
  port.on('message', async (batch: RenderJob[]) => {
    if (batch.length === 0) {
      port.close();
      return;
    }
    const results: RenderResult[] = [];
    for (const job of batch) results.push(await renderToDisk(job, assets, outDir));
    port.postMessage(results);
  });
  port.postMessage(null);
}

function removePages(outDir: string, paths: string[]): void {
  for (const path of paths) rmSync(join(outDir, path.slice(1)), { recursive: true, force: true });
}

export async function prerender(outDir: string, origin: string, onlyChanges: boolean): Promise<Summary> {
  const stateFile = stateFileFor(outDir);
  const release = await lock(stateFile);
  try {
    const assets = readClientAssets(outDir);
    const build = buildFingerprint(assets, origin);
    const previous = readState(stateFile).pages;
    const started = await startedOffers();
    const offers = started.filter((offer) => !hasEnded(offer));
    const today = new Date().toISOString().slice(0, 10);
    const pages: Record<string, PageState> = {};
    let bytesWritten = 0;

    // Ended offers: a small page each, written when its data or the build changed (out of the sitemap).
    let endedWritten = 0;
    for (const offer of started.filter(hasEnded)) {
      const path = `/offerdetails/${offer._id}`;
      const data = shortHash(build, 'ended', JSON.stringify(offer));
      const before = previous[path];
      if (onlyChanges && before?.data === data && existsSync(fileFor(outDir, path))) {
        pages[path] = before;
        continue;
      }
      const html = endedOfferPage(assets, offer);
      const content = shortHash(html);
      bytesWritten += writePage(fileFor(outDir, path), html);
      pages[path] = { data, content, lastmod: before?.content === content ? before.lastmod : today };
      endedWritten++;
    }

    const recordJobs: Array<RenderJob & { data: string }> = [];
    const queue = (job: RenderJob, data: string) => {
      const before = previous[job.path];
      if (onlyChanges && before?.data === data && existsSync(fileFor(outDir, job.path))) pages[job.path] = before;
      else recordJobs.push({ ...job, data });
    };
    for (const offer of offers) {
      queue({ path: `/offerdetails/${offer._id}`, offer }, shortHash(build, JSON.stringify(offer)));
    }
    const stores = storePages(offers);
    for (const storePage of stores) {
      queue({ path: `/store/${storePage.store._id}`, storePage }, shortHash(build, 'store', JSON.stringify(storePage)));
    }
    const threads = Math.min(availableParallelism(), 4);
    const [recordResults, staticResults] = await Promise.all([
      recordJobs.length >= WORKER_THRESHOLD && threads > 1
        ? renderInWorkers(recordJobs, outDir, threads)
        : renderInProcess(recordJobs, assets, outDir),
      renderInProcess(
        [...STATIC_PAGES, ...UNLISTED_PAGES].map((path) => ({ path })),
        assets,
        outDir,
      ),
    ]);
    const dataOf = new Map(recordJobs.map((job) => [job.path, job.data]));
    for (const result of [...recordResults, ...staticResults]) {
      const before = previous[result.path];
      const lastmod = before && before.content === result.content ? before.lastmod : today;
      pages[result.path] = { data: dataOf.get(result.path), content: result.content, lastmod };
      bytesWritten += result.bytesWritten;
    }

    const gone = [...new Set([...Object.keys(previous), ...existingRecordPages(outDir)])].filter(
      (path) => RECORD_PAGE_DIRS.some((dir) => path.startsWith(`/${dir}/`)) && !pages[path],
    );
    removePages(outDir, gone);
    const paths = [
      ...STATIC_PAGES,
      ...offers.map((offer) => `/offerdetails/${offer._id}`),
      ...stores.map((storePage) => `/store/${storePage.store._id}`),
    ];
    const lastmods = new Map(paths.map((path) => [path, pages[path]?.lastmod ?? today]));
    bytesWritten += writePage(join(outDir, 'shell.html'), buildShell(assets, origin));
    bytesWritten += writePage(join(outDir, 'sitemap.xml'), sitemapXml(origin, paths, lastmods));
    bytesWritten += writeIfChanged(
      join(outDir, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    compressAssets(outDir);
    bytesWritten += writeState(stateFile, { pages });
    return {
      pages: paths.length,
      rendered: recordResults.length + staticResults.length + endedWritten,
      removed: gone.length,
      bytesWritten,
    };
  } finally {
    release();
  }
}

if (isMainThread) {
  const outDir = resolve(process.env.PRERENDER_OUT_DIR || resolve(serverDir, '../dist'));
  const origin = (process.env.PUBLIC_ORIGIN || 'http://localhost:8080').replace(/\/$/, '');
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
