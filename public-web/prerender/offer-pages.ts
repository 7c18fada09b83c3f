// The pages the API answers for an offer's address that has no prerendered file (docs/decisions/053): the prerender
// writes pages for visible offers only, and Caddy (and `make start`'s server) ask the API for any other offer address.
// Built as its own server entry (dist-server/offer-pages.js), which the API imports; it renders no React, only heads.
//   - an offer shown or ended within 90 days: the fallback shell with the offer's own head (title, description, share
//     tags, noindex once ended), so a link to it previews as that offer; the app renders it in the browser;
//   - an offer whose last day is more than 90 days ago: a small page linking to its store, answered with 410 Gone;
//   - any other id: the shell with the "not found" head, answered with 404.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { offerHead } from '../src/features/offer-details/offer-head';
import { escapeHtml } from '../src/lib/html';
import { ALL_MESSAGES } from '../src/lib/i18n/all-messages';
import { registerMessages } from '../src/lib/i18n/catalogue';
import { LOCALE_TAGS, LOCALES, type Locale, localizedPath } from '../src/lib/i18n/locale';
import { PRERENDER_MESSAGES } from '../src/lib/i18n/prerender-messages';
import { recordInLocale } from '../src/lib/i18n/twins';
import type { Offer } from '../src/lib/offer-queries';
import { setServerOrigins } from '../src/lib/server-origins';
import { type ClientAssets, readClientAssets, shellDocument } from './assets';
import { withScriptPolicy } from './script-policy';

type Tag = Record<string, string | undefined>;

function attributes(tag: Tag): string {
  return Object.entries(tag)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** Head tags as TanStack Router's HeadContent writes them: the title, then meta and link elements. */
function headHtml({ meta, links }: { meta: Tag[]; links: Tag[] }): string {
  return [
    ...meta.map(({ title, ...tag }) =>
      title === undefined ? `<meta${attributes(tag)}>` : `<title>${escapeHtml(title)}</title>`,
    ),
    ...links.map((link) => `<link${attributes(link)}>`),
  ].join('');
}

/** "This offer has ended": a link to the store's page and to every offer, in the address's language, unindexed. */
function storePage(store: Offer['storeId'], locale: Locale): string {
  const texts = PRERENDER_MESSAGES[locale].ended;
  const name = escapeHtml(recordInLocale(store, locale).storeName);
  const storeUrl = localizedPath(`/store/${escapeHtml(store._id)}`, locale);
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${texts.title(name)}</title><link rel="icon" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}a{display:inline-block;box-sizing:border-box;min-height:44px;padding:.6rem 0;color:#084c37}a.store{padding:.6rem 1.1rem;border-radius:6px;background:#0b6e4f;color:#fff;text-decoration:none}</style>
</head><body><h1>${texts.heading}</h1><p>${texts.notListed}</p><p><a class="store" href="${storeUrl}">${texts.storeOffers(name)}</a></p><p><a href="${localizedPath('/offers', locale)}">${PRERENDER_MESSAGES[locale].browseAll}</a></p></body></html>
`;
}

export interface OfferPages {
  /** The shell with the offer's head, in the address's language. */
  offer(offer: Offer, locale: Locale): string;
  /** The small page of an offer gone 90 days after its last day. */
  gone(offer: Offer, locale: Locale): string;
  /** The shell with the "not found" head. */
  notFound(id: string, locale: Locale): string;
}

/**
 * The pages, rendered from the site's own client build in `outDir` (the prerender's PRERENDER_OUT_DIR): its manifest
 * is read again when a new build replaced it. `publicOrigin` makes the share tags' absolute addresses.
 */
export function offerPages({ outDir, publicOrigin }: { outDir: string; publicOrigin: string }): OfferPages {
  // The heads read only the site's origin (nothing here calls the API), and the texts of both languages.
  setServerOrigins({ api: publicOrigin, site: publicOrigin });
  for (const locale of LOCALES) registerMessages(locale, ALL_MESSAGES[locale]);
  const manifest = join(outDir, '.vite/manifest.json');
  let loaded: { mtimeMs: number; assets: ClientAssets } | undefined;
  const assets = () => {
    const { mtimeMs } = statSync(manifest);
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, assets: readClientAssets(outDir) };
    return loaded.assets;
  };
  const shell = (head: ReturnType<typeof offerHead>, locale: Locale) =>
    withScriptPolicy(shellDocument(assets(), headHtml(head), locale));
  return {
    offer: (offer, locale) => shell(offerHead(offer._id, offer, locale), locale),
    gone: (offer, locale) => storePage(offer.storeId, locale),
    notFound: (id, locale) => shell(offerHead(id, null, locale), locale),
  };
}
