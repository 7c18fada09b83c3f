// Rendering one page to disk with the built server entry; used by the main thread and by the render workers.
import { createHash } from 'node:crypto';
import { createQueryClient, renderPage } from '../src/entry-server';
import { listingQuery } from '../src/features/offers/offer-search';
import { type StorePage, storeKeys } from '../src/features/store/api/store-queries';
import { type Locale, localeOfPath } from '../src/lib/i18n/locale';
import type { IslandData } from '../src/lib/island-data';
import { type Offer, type OfferList, offerKeys } from '../src/lib/offer-queries';
import { type ClientAssets, injectAssets } from './assets';
import { fileFor, hasTwin, writePage } from './files';
import { isIslandPage, withoutRouterScripts } from './islands';

export interface RenderJob {
  path: string;
  /** An offer page's data, from the bulk listing: the page renders without calling the API. */
  offer?: Offer;
  /** A store page's data, gathered from the same listing. */
  storePage?: StorePage;
  /** A page of the plain listing (/offers/page/N), cut from the same listing as the API pages it. */
  listPage?: OfferList;
}

export interface RenderResult {
  path: string;
  /** Hash of the visible markup (scripts left out), for the sitemap's lastmod. */
  content: string;
  bytesWritten: number;
}

/** Markup without scripts: what a reader sees, so lastmod moves only when the page really changed. */
function contentHash(html: string): string {
  return createHash('sha256')
    .update(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The dehydrated router matches and queries carry the clock time of the render; zero (age unknown: refreshed in the
 * background on the next navigation, never on hydration) keeps a page with the same data in the same bytes.
 */
const CLOCK_STAMPS = /(\bi:"[^"]*",u:|\bdataUpdatedAt:|\bdehydratedAt:)\d+/g;

const TWIN = /Ml$/;

function withoutTwins<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !TWIN.test(key))) as T;
}

/**
 * An offer as its page in `locale` reads it, which the page is rendered from and writes into its island data (the
 * browser hydrates from that alone): an English page without the `…Ml` twins, which nothing on it reads; a Malayalam
 * page with both texts (it shows the twins, and asks the API by the English ones, a category for More Offers); neither
 * with the store's opening hours, which only the store's page shows. About 1 KB less per English page and 0.6 KB per
 * Malayalam one, with the same markup (docs/decisions/049).
 */
export function offerAsShown(offer: Offer, locale: Locale): Offer {
  const shown = locale === 'en' ? withoutTwins(offer) : offer;
  const store = locale === 'en' ? withoutTwins(offer.storeId) : offer.storeId;
  return { ...shown, storeId: { ...store, openingHours: null } };
}

const ISLAND_DATA = /(<script type="application\/json" id="island-data">)([\s\S]*?)(<\/script>)/;

/**
 * The island data with each listed offer (the listing's, the home page's latest) as `offerAsShown` has it: an English
 * listing carried every offer's Malayalam twins and its store's opening hours, a fifth of `/offers`' HTML, on the line
 * the app shares on a slow phone (docs/decisions/048). The markup is the same: the cards read neither.
 */
function withOffersAsShown(html: string, locale: Locale): string {
  return html.replace(ISLAND_DATA, (_script, open: string, json: string, close: string) => {
    const data = (JSON.parse(json) as IslandData).map(([key, value]): IslandData[number] => {
      const list = value as Partial<OfferList> | null;
      if (key[0] !== 'offers' || key[1] !== 'list' || !Array.isArray(list?.data)) return [key, value];
      return [key, { ...list, data: list.data.map((offer) => offerAsShown(offer, locale)) }];
    });
    return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
  });
}

export async function renderToDisk(job: RenderJob, assets: ClientAssets, outDir: string): Promise<RenderResult> {
  const queryClient = createQueryClient();
  if (job.offer) {
    queryClient.setQueryData(offerKeys.detail(job.offer._id), offerAsShown(job.offer, localeOfPath(job.path)));
  }
  if (job.storePage) queryClient.setQueryData(storeKeys.page(job.storePage.store._id), job.storePage);
  if (job.listPage) {
    queryClient.setQueryData(offerKeys.list(listingQuery({ page: job.listPage.currentPage })), job.listPage);
  }
  const islands = isIslandPage(job.path);
  const page = await renderPage(job.path, queryClient, islands);
  if (page.status !== 200) throw new Error(`Rendering ${job.path} answered ${page.status}`);
  const rendered = islands ? withOffersAsShown(withoutRouterScripts(page.html), localeOfPath(job.path)) : page.html;
  const html = injectAssets(
    rendered.replace(CLOCK_STAMPS, (_stamp, field: string) => `${field}0`),
    assets,
    job.path,
  );
  return {
    path: job.path,
    content: contentHash(html),
    bytesWritten: writePage(fileFor(outDir, job.path), html, hasTwin(job.path)),
  };
}
