// Writes the public site's pages into dist: every route and every visible offer rendered by the built server entry,
// the fallback shell, sitemap.xml and robots.txt. Each file is written to a temp name and renamed (atomic).
// Env: API_ORIGIN (where the API listens), PUBLIC_ORIGIN (absolute links), PRERENDER_OUT_DIR (default ../dist).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { renderPage } from '../src/entry-server';
import { type OfferList, offerListQueryOptions } from '../src/features/offers/api/offers-queries';
import { buildShell, type ClientAssets, injectAssets, readClientAssets } from './assets';
import { compressAssets, compressed } from './compress';
import { readLastmods, sitemapXml } from './sitemap';

const STATIC_PAGES = ['/', '/offers', '/aboutus', '/contactus'];
const CONCURRENCY = 6;

function writeAtomic(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/** The file plus its Brotli and gzip twins, which the server sends to browsers that accept them (Caddy: precompressed). */
function writePage(file: string, content: string): void {
  const { br, gz } = compressed(content);
  writeAtomic(`${file}.br`, br);
  writeAtomic(`${file}.gz`, gz);
  writeAtomic(file, content);
}

function fileFor(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
}

/** Markup without scripts: what a reader sees, so lastmod moves only when the page really changed. */
function contentHash(html: string): string {
  return createHash('sha256')
    .update(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))
    .digest('hex');
}

async function visibleOfferIds(): Promise<string[]> {
  const client = new QueryClient();
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const list: OfferList = await client.fetchQuery(offerListQueryOptions({ page, limit: 48 }));
    ids.push(...list.data.map((offer) => offer._id));
    if (page >= list.totalPages) return ids;
  }
}

/** The day a page last changed: kept from the previous sitemap while the page's visible content is the same. */
function lastModified(file: string, html: string, previousLastmod: string | undefined, today: string): string {
  if (!previousLastmod || !existsSync(file)) return today;
  return contentHash(readFileSync(file, 'utf8')) === contentHash(html) ? previousLastmod : today;
}

async function renderAll(paths: string[], assets: ClientAssets, outDir: string, previous: Map<string, string>) {
  const lastmods = new Map<string, string>();
  const today = new Date().toISOString().slice(0, 10);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const page = await renderPage(path);
      if (page.status !== 200) throw new Error(`Rendering ${path} answered ${page.status}`);
      const file = fileFor(outDir, path);
      const html = injectAssets(page.html, assets, path);
      lastmods.set(path, lastModified(file, html, previous.get(path), today));
      writePage(file, html);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return lastmods;
}

function removeStaleOffers(outDir: string, ids: string[]): void {
  const dir = join(outDir, 'offerdetails');
  if (!existsSync(dir)) return;
  const keep = new Set(ids);
  for (const name of readdirSync(dir)) {
    if (!keep.has(name) && existsSync(join(dir, name, 'index.html'))) rmSync(join(dir, name), { recursive: true });
  }
}

export async function prerender(outDir: string, publicOrigin: string): Promise<number> {
  const assets = readClientAssets(outDir);
  const sitemapFile = join(outDir, 'sitemap.xml');
  const previous = existsSync(sitemapFile) ? readLastmods(readFileSync(sitemapFile, 'utf8'), publicOrigin) : new Map();
  const ids = await visibleOfferIds();
  const paths = [...STATIC_PAGES, ...ids.map((id) => `/offerdetails/${id}`)];
  const lastmods = await renderAll(paths, assets, outDir, previous);
  writePage(join(outDir, 'shell.html'), buildShell(assets, publicOrigin));
  compressAssets(outDir);
  removeStaleOffers(outDir, ids);
  writePage(sitemapFile, sitemapXml(publicOrigin, paths, lastmods));
  writeAtomic(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${publicOrigin}/sitemap.xml\n`);
  return paths.length;
}

const outDir = resolve(process.env.PRERENDER_OUT_DIR || resolve(import.meta.dirname, '../dist'));
const origin = (process.env.PUBLIC_ORIGIN || 'http://localhost:8080').replace(/\/$/, '');
const started = Date.now();
prerender(outDir, origin).then(
  (count) => process.stdout.write(`Prerendered ${count} pages into ${outDir} in ${Date.now() - started} ms\n`),
  (error: unknown) => {
    process.stderr.write(`Prerender failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
