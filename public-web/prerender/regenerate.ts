// Brings the public site's pages in outDir up to date: /, /offers, /aboutus, /contactus, /saved, /offerdetails/<id>
// of every visible offer, /store/<id> of every store with one, /offers/page/<N> of the plain listing past its first
// page, a small page with its own head for every offer ended within 90 days (past that, its address answers 410:
// gone.ts), the fallback shell, sitemap.xml and robots.txt (docs/decisions/004, 005, 008, 014 and 042).
//   node prerender.js            full regeneration: renders every page (on every core but one), writes those that changed
//   node prerender.js --changes  renders only offer and store pages whose data or build changed since the last run
// This module is the run: it reads the data (source.ts), works out what to write and remove (plan.ts), has the pages
// rendered (render-pool.ts) and records what it wrote (state.ts). Every file is written atomically and only when its
// bytes change; pages of offers and stores no longer shown are removed.
// Env: API_ORIGIN (where the API listens), PUBLIC_ORIGIN (absolute links), PRERENDER_OUT_DIR (default ../dist), read
// by config.ts.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { endedPagesFrom } from '@offerboard/shared-types/offer-status';
import { regionToday } from '../src/lib/dates';
import { LOCALES, localizedPath } from '../src/lib/i18n/locale';
import { buildShell, readClientAssets } from './assets';
import { compressAssets } from './compress';
import { configureThread } from './config';
import { endedPaths, writeEndedPages } from './ended';
import { removeTempFiles, writeIfChanged, writePage } from './files';
import { markGoneOffers, unmarkGone } from './gone';
import { buildFingerprint, gonePages, pageState, planPages, STATIC_PAGES } from './plan';
import { renderPages, serveRenderJobs } from './render-pool';
import { sitemapXml } from './sitemap';
import { startedOffers } from './source';
import { lock, readState, stateFileFor, writeState } from './state';

export interface Summary {
  pages: number;
  rendered: number;
  removed: number;
  bytesWritten: number;
}

function removePages(outDir: string, paths: string[]): void {
  for (const path of paths) rmSync(join(outDir, path.slice(1)), { recursive: true, force: true });
}

export async function prerender(outDir: string, origin: string, onlyChanges: boolean): Promise<Summary> {
  const stateFile = stateFileFor(outDir);
  const { release, abandoned } = await lock(stateFile);
  try {
    if (abandoned) removeTempFiles(outDir, stateFile);
    const assets = readClientAssets(outDir);
    const build = buildFingerprint(assets, origin);
    const { pages: previous, endedDays, goneBefore } = readState(stateFile);
    const today = new Date().toISOString().slice(0, 10);
    const regionDay = regionToday();
    const pagesFrom = endedPagesFrom(regionDay);
    const plan = planPages(await startedOffers({ endsFrom: regionDay }), { outDir, build, previous }, onlyChanges);
    const { pages, fingerprints } = plan;
    const jobs = plan.jobs.length;
    unmarkGone(outDir, plan.jobs);
    // The ended offers' pages and the 410 links are this thread's reads and writes, done while the render workers
    // render (a full run on history: 48,000 small pages and 175,000 links beside 20,000 rendered pages).
    const endedAndGone = async () => {
      const ended = await writeEndedPages(
        { outDir, assets, build, previous: endedDays, from: pagesFrom, before: regionDay },
        onlyChanges,
      );
      // Before their pages go: an address past its 90 days answers 410 from then on, never the shell.
      return { ended, goneBytes: await markGoneOffers(outDir, goneBefore, pagesFrom) };
    };
    const [results, { ended, goneBytes }] = await Promise.all([
      renderPages(plan.jobs, assets, outDir, new URL(import.meta.url)),
      endedAndGone(),
    ]);
    let bytesWritten = ended.bytesWritten + goneBytes;
    for (const result of results) {
      pages[result.path] = pageState(previous[result.path], fingerprints.get(result.path), result.content, today);
      bytesWritten += result.bytesWritten;
    }
    const rendered = jobs + ended.rendered;
    const endedKept = new Set(Object.values(ended.days).flatMap((day) => day.ids.flatMap(endedPaths)));
    const gone = gonePages(outDir, Object.keys(previous), (path) => path in pages || endedKept.has(path));
    removePages(outDir, gone);
    const paths = [...STATIC_PAGES, ...plan.offerPaths, ...plan.storePaths];
    const lastmods = new Map(
      paths
        .flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)))
        .map((path) => [path, pages[path]?.lastmod ?? today]),
    );
    for (const locale of LOCALES)
      bytesWritten += writePage(
        join(outDir, localizedPath('/shell.html', locale)),
        buildShell(assets, origin, locale),
        true,
      );
    bytesWritten += writePage(join(outDir, 'sitemap.xml'), sitemapXml(origin, paths, lastmods), true);
    bytesWritten += writeIfChanged(
      join(outDir, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    compressAssets(outDir);
    bytesWritten += writeState(stateFile, { pages, endedDays: ended.days, goneBefore: pagesFrom });
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
