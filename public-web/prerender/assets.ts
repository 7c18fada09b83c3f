// The browser bundle's files from Vite's manifest: the CSS the page needs inlined, the small entry script, the hero image
// preloaded first, and the route's chunks and the whole stylesheet listed for the entry to load once the first screen
// is painted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesFor } from '../src/lib/i18n/catalogue';
import { basePath, LOCALE_TAGS, type Locale, localizedPath } from '../src/lib/i18n/locale';
import { PRERENDER_MESSAGES } from '../src/lib/i18n/prerender-messages';
import { DEFAULT_SHARE_IMAGE } from '../src/lib/seo';
import { SITE_NAME } from '../src/lib/site';
import { criticalCss, parseStylesheet, type StyleRule } from './critical-css';
import { islandsModule } from './islands';

export interface ClientAssets {
  /** The entry script and the modules it imports. */
  headTags: string;
  /** The site's stylesheet, parsed: each page inlines the rules that could match its markup. */
  styleRules: StyleRule[];
  /** Links to the whole stylesheet, for the entry to load when it starts the app. */
  stylesheetLinks: string;
  /** The same with the stylesheet linked (cached by the browser) instead of inlined: for pages without a body. */
  shellHeadTags: string;
  manifest: Record<string, ManifestChunk>;
}

const ROUTE_CHUNKS: Array<[RegExp, string]> = [
  [/^\/aboutus$/, 'src/routes/about.lazy.tsx'],
  [/^\/contactus$/, 'src/routes/contact.lazy.tsx'],
  [/^\/store\//, 'src/routes/store.lazy.tsx'],
  [/^\/saved$/, 'src/routes/saved.lazy.tsx'],
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
  const stylesheets = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const scripts = [
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('');
  return {
    headTags: scripts,
    styleRules: parseStylesheet(css),
    stylesheetLinks: stylesheets,
    shellHeadTags: `${stylesheets}${scripts}`,
    manifest,
  };
}

/**
 * Offer pages link the whole stylesheet in their head instead of inlining their part of it: about 19,000 pages at
 * 10,000 offers in two languages, where the ~7.5 KB each inlined was a third of every page and 140 MB of the site. The
 * stylesheet (4.5 KB Brotli) is cached for a year and shared by every page, and the app waits for it anyway; it
 * downloads beside the hero image, which the head preloads first (docs/decisions/049).
 */
function linksStylesheet(path: string): boolean {
  return basePath(path).startsWith('/offerdetails/');
}

/**
 * The route's lazy chunk and its imports, and the whole stylesheet (unless the head links it), inert in a <template>
 * until entry-client starts the app (after the hero image): then they download beside the app instead of competing
 * with the image, hydration needs no second round trip for them, and the styles of what the app adds later (menus,
 * other pages) are there.
 */
function routePreloads(path: string, assets: ClientAssets): string {
  const { manifest } = assets;
  const key = ROUTE_CHUNKS.find(([pattern]) => pattern.test(basePath(path)))?.[1];
  const files = new Set<string>();
  const visit = (name: string | undefined) => {
    const chunk = name ? manifest[name] : undefined;
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The home, offer and listing pages hydrate as islands, without the router (docs/decisions/020, 041, 048); every other page with
  // the routed app and its route's chunk.
  const islands = islandsModule(path);
  if (islands) visit(islands);
  else {
    visit('src/app-client.tsx');
    visit(key);
  }
  const links = [...files].map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
  const stylesheet = linksStylesheet(path) ? '' : assets.stylesheetLinks;
  return `<template id="app-preloads">${stylesheet}${links}</template>`;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/** A preload of one image candidate set: the same srcset and sizes as the element, so the browser picks the same file. */
function imagePreload(tag: string, media?: string): string {
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  const href = attribute(tag, 'src');
  return [
    '<link rel="preload" as="image" fetchpriority="high"',
    media ? ` media="${media}"` : '',
    href ? ` href="${href}"` : '',
    srcset ? ` imagesrcset="${srcset}"` : '',
    srcset && sizes ? ` imagesizes="${sizes}"` : '',
    '>',
  ].join('');
}

/**
 * The page's first high-priority image (its LCP element), preloaded right after the charset and viewport: the browser
 * fetches it before the CSS and scripts instead of finding it only when it parses the body. In a <picture> with one
 * media-conditioned <source>, each of the two candidates is preloaded under its own media query. Never before the
 * viewport tag: until a phone has read it, its layout viewport is 980 px wide, so a preload scanned earlier matches
 * the desktop query and the phone downloads the desktop banner beside its own.
 */
function heroPreload(html: string): string {
  const image = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html);
  if (!image) return '';
  // React preloads a high-priority <img> outside a <picture> by itself, at the top of the head.
  const srcset = attribute(image[0], 'srcset');
  if (srcset && html.toLowerCase().includes(`imagesrcset="${srcset.toLowerCase()}"`)) return '';
  const before = html.slice(0, image.index);
  const pictureStart = before.lastIndexOf('<picture');
  const sources =
    pictureStart > before.lastIndexOf('</picture>')
      ? [...before.slice(pictureStart).matchAll(/<source\b[^>]*>/gi)]
      : [];
  if (sources.length === 0) return imagePreload(image[0]);
  const media = sources.length === 1 ? attribute(sources[0]?.[0] ?? '', 'media') : undefined;
  if (!media) return '';
  return `${imagePreload(sources[0]?.[0] ?? '', media)}${imagePreload(image[0], `not all and ${media}`)}`;
}

export function injectAssets(html: string, assets: ClientAssets, path: string): string {
  const withHero = html.replace(
    /<head>(<meta charset="[^"]*"\/?>)?(<meta name="viewport"[^>]*>)?/i,
    (start) => `${start}${heroPreload(html)}`,
  );
  const style = linksStylesheet(path)
    ? assets.stylesheetLinks
    : `<style>${criticalCss(assets.styleRules, html)}</style>`;
  return withHero.replace('</head>', `${style}${assets.headTags}${routePreloads(path, assets)}</head>`);
}

/** What a link preview shows for a page without its own file (a scheduled offer, one published since the last run). */
function shellMeta(publicOrigin: string, locale: Locale): string {
  const m = messagesFor(locale);
  return [
    `<meta name="description" content="${m.tagline}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${m.home.heading}">`,
    `<meta property="og:description" content="${m.tagline}">`,
    `<meta property="og:image" content="${publicOrigin}${DEFAULT_SHARE_IMAGE}">`,
  ].join('');
}

/** A page the app renders in the browser (no prerendered body), with the given head tags. */
export function shellDocument(assets: ClientAssets, head: string, locale: Locale = 'en'): string {
  return `<!DOCTYPE html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${assets.shellHeadTags}</head><body><noscript>${shellNote(locale)}</noscript></body></html>`;
}

function shellNote(locale: Locale): string {
  const texts = PRERENDER_MESSAGES[locale];
  return `${texts.shellNeedsScript(SITE_NAME)} <a href="${localizedPath('/offers', locale)}">${texts.browseAll}</a>.`;
}

/**
 * The page served for addresses without a prerendered file: the app renders it in the browser. Each language has its
 * own (`shell.html`, `ml/shell.html`), served for addresses in it.
 */
export function buildShell(assets: ClientAssets, publicOrigin: string, locale: Locale): string {
  return shellDocument(
    assets,
    `<title>${SITE_NAME}</title><meta name="robots" content="noindex">${shellMeta(publicOrigin, locale)}`,
    locale,
  );
}
