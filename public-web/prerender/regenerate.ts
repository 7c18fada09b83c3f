// Brings the public site's pages in outDir up to date: /, /offers, /aboutus, /contactus, /saved, /offerdetails/<id>
// of every visible offer, /store/<id> of every store with one, /offers/page/<N> of the plain listing past its first
// page, the fallback shell, sitemap.xml and robots.txt (docs/decisions/004, 005, 008 and 014). An offer's page goes
// when it ends, as a deleted one's does: the API answers its address from then on (offer-pages.ts, decision 053).
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
import { regionToday } from '../src/lib/dates';
import { LOCALES, localizedPath } from '../src/lib/i18n/locale';
import { buildShell, readClientAssets } from './assets';
import { compressAssets } from './compress';
import { configureThread } from './config';
import { removeFolderOf, removePage, removeTempFiles, writeIfChanged, writePage } from './files';
import { buildFingerprint, gonePages, pageState, planPages, STATIC_PAGES } from './plan';
import { renderPages, serveRenderJobs } from './render-pool';
import { sitemapXml } from './sitemap';
import { visibleOffers } from './source';
import { lock, readState, stateFileFor, writeState } from './state';

export interface Summary {
  pages: number;
  rendered: number;
  removed: number;
  bytesWritten: number;
}

export async function prerender(outDir: string, origin: string, onlyChanges: boolean): Promise<Summary> {
  const stateFile = stateFileFor(outDir);
  const { release, abandoned } = await lock(stateFile);
  try {
    if (abandoned) removeTempFiles(outDir, stateFile);
    const assets = readClientAssets(outDir);
    const build = buildFingerprint(assets, origin);
    const { pages: previous } = readState(stateFile);
    const today = new Date().toISOString().slice(0, 10);
    const plan = planPages(await visibleOffers(regionToday()), { outDir, build, previous }, onlyChanges);
    const { pages, fingerprints } = plan;
    const results = await renderPages(plan.jobs, assets, outDir, new URL(import.meta.url));
    let bytesWritten = 0;
    for (const result of results) {
      pages[result.path] = pageState(previous[result.path], fingerprints.get(result.path), result.content, today);
      bytesWritten += result.bytesWritten;
    }
    const { gone, oldFolders } = gonePages(outDir, Object.keys(previous), (path) => path in pages);
    for (const path of gone) removePage(outDir, path);
    for (const path of oldFolders) removeFolderOf(outDir, path);
    // The 410 links a site kept beside it before decision 053, now the API's to answer.
    rmSync(`${outDir}.gone`, { recursive: true, force: true });
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
    bytesWritten += writeState(stateFile, { pages });
    return {
      pages: paths.length + plan.listingPaths.length,
      rendered: plan.jobs.length,
      removed: gone.length,
      bytesWritten,
    };
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
