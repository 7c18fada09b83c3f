// Ended offers' pages are kept for 90 days after their last day, then removed; the address then answers 410 Gone
// with a small page linking to the offer's store (docs/decisions/042). Each removed address is a symbolic link,
// `<PRERENDER_OUT_DIR>.gone/offerdetails/<id>` -> `../store/<storeId>.html`, beside the site (never served as a file):
// a link this short lives in its inode, without a data block, so 200,000 of them cost a few MB of directory where a
// page each would cost 800 MB, and a store's page is written once for all its offers. Caddy and `make start` serve
// the link's target with status 410 for `/offerdetails/<id>`. The Malayalam address has the same under `ml/`, to the
// store's page in Malayalam (docs/decisions/047).
import { mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@offerboard/shared-types/offer-status';
import { escapeHtml } from '../src/lib/html';
import { basePath, LOCALE_TAGS, LOCALES, type Locale, localizedPath } from '../src/lib/i18n/locale';
import { PRERENDER_MESSAGES } from '../src/lib/i18n/prerender-messages';
import { recordInLocale } from '../src/lib/i18n/twins';
import type { Offer } from '../src/lib/offer-queries';
import { writeIfChanged } from './files';
import { eachEndedOffer, firstEndDay } from './source';

export const goneDirFor = (outDir: string) => `${outDir}.gone`;

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

/** Links each offer's address, in each language, to its store's page; returns the bytes of store pages written. */
function markGone(goneDir: string, offers: Offer[], storesWritten: Set<string>): number {
  let bytesWritten = 0;
  if (offers.length === 0) return 0;
  for (const locale of LOCALES) mkdirSync(join(goneDir, localizedPath('/offerdetails', locale)), { recursive: true });
  for (const offer of offers) {
    const store = offer.storeId;
    if (!storesWritten.has(store._id)) {
      storesWritten.add(store._id);
      for (const locale of LOCALES) {
        const page = join(goneDir, localizedPath(`/store/${store._id}.html`, locale));
        bytesWritten += writeIfChanged(page, storePage(store, locale));
      }
    }
    // The same relative target in both: ml/offerdetails/<id> links to ml/store/<storeId>.html.
    const target = `../store/${store._id}.html`;
    for (const locale of LOCALES) linkGone(join(goneDir, localizedPath(`/offerdetails/${offer._id}`, locale)), target);
  }
  return bytesWritten;
}

function linkGone(link: string, target: string): void {
  try {
    symlinkSync(target, link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || readlinkSync(link) === target) return;
    rmSync(link, { force: true });
    symlinkSync(target, link);
  }
}

/**
 * Marks gone the offers whose last day is before `endedPagesFrom`, reading only those that crossed it since the last
 * run (`goneBefore`, recorded in the state): every one on a site without that record. Returns the bytes written.
 */
export async function markGoneOffers(outDir: string, goneBefore: string | undefined, pagesFrom: string) {
  const from = goneBefore ?? (await firstEndDay(pagesFrom));
  if (from === undefined || from >= pagesFrom) return 0;
  const goneDir = goneDirFor(outDir);
  const storesWritten = new Set<string>();
  let bytesWritten = 0;
  // A day at a time: the API reads each day's offers by end day, where one read of every offer ended before the
  // cut-off pages through them all again for each page (two years of history: 3,650 pages of 135-370 ms each).
  for (let day = from; day < pagesFrom; day = addDays(day, 1)) {
    await eachEndedOffer({ endsFrom: day, endsBefore: addDays(day, 1) }, (offers) => {
      bytesWritten += markGone(goneDir, offers, storesWritten);
    });
  }
  return bytesWritten;
}

/** An offer shown again (its end day moved) is no longer gone, in either language. */
export function unmarkGone(outDir: string, pages: Array<{ path: string }>): void {
  const goneDir = goneDirFor(outDir);
  for (const { path } of pages) {
    if (basePath(path).startsWith('/offerdetails/')) rmSync(join(goneDir, path.slice(1)), { force: true });
  }
}
