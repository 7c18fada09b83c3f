// What the regeneration renders from: every visible offer in one paginated bulk read of the public listing (no API
// call per page), and the store and listing pages cut from the live ones as the API would answer them
// (docs/decisions/005 and 008).
import { PAGE_SIZE as LISTING_PAGE_SIZE } from '../src/features/offers/offer-search';
import type { StorePage } from '../src/features/store/api/store-queries';
import { api } from '../src/lib/api';
import { type ApiOfferList, type Offer, type OfferList, shownOffer } from '../src/lib/offer-queries';

const PAGE_SIZE = 48;
/** Two reads in flight: the API computes one page while the other travels, and a visitor waits behind at most one. */
const FETCH_CONCURRENCY = 2;
/**
 * The bulk read asks for the listing uncompressed: each page is a miss of the API's cache, and compressing ~60 KB of
 * JSON with brotli would block the API's thread (and the visitors queued behind it) for milliseconds per page, for
 * bytes that only cross the loopback.
 */
const BULK_READ_HEADERS = { 'accept-encoding': 'identity' };

async function fetchList(page: number, endsFrom: string) {
  const list = await api
    .get('storeads/adswithstore', {
      searchParams: { page, limit: PAGE_SIZE, showExpired: true, endsFrom },
      headers: BULK_READ_HEADERS,
    })
    .json<ApiOfferList>();
  return { ...list, data: list.data.map(shownOffer) };
}

/**
 * Every offer that has started and whose last day is `endsFrom` (today) or later: the visible ones, newest first.
 * Fails (and the run is retried) if the listing moved while it was read.
 */
export async function visibleOffers(endsFrom: string): Promise<Offer[]> {
  const first = await fetchList(1, endsFrom);
  const pages = [first];
  // The pages after the first, two at a time.
  let next = 2;
  const reader = async () => {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = await fetchList(page, endsFrom);
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

/**
 * Each store with a live offer, with its live offers newest first: what GET /store/{id}/page answers. Its offers hold
 * the page's one store object, not a copy each, so the router's dehydrated state (which writes a repeated object as
 * a reference) carries the store once instead of once per offer (about 1 KB each).
 */
export function storePages(offers: Offer[]): StorePage[] {
  const pages = new Map<string, StorePage>();
  for (const offer of offers) {
    const page = pages.get(offer.storeId._id) ?? { store: offer.storeId, offers: [] };
    page.offers.push({ ...offer, storeId: page.store });
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
export const PRERENDERED_LISTING_PAGES = 20;

/**
 * Pages 2 and later of the plain listing, up to PRERENDERED_LISTING_PAGES (newest first, as the API pages it; page 1
 * is /offers); an edit changes only the page that shows the offer.
 */
export function listingPages(live: Offer[]): OfferList[] {
  const totalPages = Math.ceil(live.length / LISTING_PAGE_SIZE);
  const prerendered = Math.min(totalPages, PRERENDERED_LISTING_PAGES);
  return Array.from({ length: Math.max(0, prerendered - 1) }, (_, index) => {
    const currentPage = index + 2;
    const data = live.slice((currentPage - 1) * LISTING_PAGE_SIZE, currentPage * LISTING_PAGE_SIZE);
    return { data, totalAds: live.length, totalPages, currentPage };
  });
}
