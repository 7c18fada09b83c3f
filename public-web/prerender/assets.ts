// The browser bundle's files from Vite's manifest: the entry script with its preloads, and the CSS inlined.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SHARE_IMAGE } from '../src/lib/seo';
import { SITE_NAME, SITE_TAGLINE } from '../src/lib/site';

export interface ClientAssets {
  headTags: string;
  /** The same with the stylesheet linked (cached by the browser) instead of inlined: for pages without a body. */
  shellHeadTags: string;
  manifest: Record<string, ManifestChunk>;
}

const ROUTE_CHUNKS: Array<[RegExp, string]> = [
  [/^\/$/, 'src/routes/home.lazy.tsx'],
  [/^\/offers$/, 'src/routes/offers.lazy.tsx'],
  [/^\/offerdetails\//, 'src/routes/offer-details.lazy.tsx'],
  [/^\/aboutus$/, 'src/routes/about.lazy.tsx'],
  [/^\/contactus$/, 'src/routes/contact.lazy.tsx'],
];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export function readClientAssets(outDir: string): ClientAssets {
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the client manifest: run the client build first');
  const preloads = (entry.imports ?? []).map((key) => manifest[key]?.file).filter((file): file is string => !!file);
  const css = (entry.css ?? []).map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  const scripts = [
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('');
  const stylesheets = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  return { headTags: `<style>${css}</style>${scripts}`, shellHeadTags: `${stylesheets}${scripts}`, manifest };
}

/** The route's lazy chunk and its imports, preloaded so hydration does not wait for a second round trip. */
function routePreloads(path: string, manifest: Record<string, ManifestChunk>): string {
  const key = ROUTE_CHUNKS.find(([pattern]) => pattern.test(path))?.[1];
  const files = new Set<string>();
  const visit = (name: string | undefined) => {
    const chunk = name ? manifest[name] : undefined;
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files].map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`).join('');
}

export function injectAssets(html: string, assets: ClientAssets, path: string): string {
  return html.replace('</head>', `${assets.headTags}${routePreloads(path, assets.manifest)}</head>`);
}

/** What a link preview shows for a page without its own file (a scheduled offer, one published since the last run). */
function shellMeta(publicOrigin: string): string {
  return [
    `<meta name="description" content="${SITE_TAGLINE}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${SITE_NAME}: offers from local shops in Kerala">`,
    `<meta property="og:description" content="${SITE_TAGLINE}">`,
    `<meta property="og:image" content="${publicOrigin}${DEFAULT_SHARE_IMAGE}">`,
  ].join('');
}

/** A page the app renders in the browser (no prerendered body), with the given head tags. */
export function shellDocument(assets: ClientAssets, head: string): string {
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${assets.shellHeadTags}</head><body><noscript>OfferBoard needs JavaScript to show this page. <a href="/offers">Browse all offers</a>.</noscript></body></html>`;
}

/** The page served for addresses without a prerendered file: the app renders it in the browser. */
export function buildShell(assets: ClientAssets, publicOrigin: string): string {
  return shellDocument(
    assets,
    `<title>OfferBoard</title><meta name="robots" content="noindex">${shellMeta(publicOrigin)}`,
  );
}
