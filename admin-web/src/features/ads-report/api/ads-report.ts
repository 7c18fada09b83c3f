// The admin ads listing behind the report: one page for the table, or every matching row for an export.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { dayToDate } from '../../../lib/format';
import type { Column } from '../../../lib/spreadsheet';

export type OffersQuery = ApiQuery<'/backendapi/api/storeads/adswithstoreadmin'>;
type OffersPage = ApiResponse<'/backendapi/api/storeads/adswithstoreadmin'>;
export type ReportOffer = OffersPage['data'][number];

export function fetchOffers(query: OffersQuery) {
  return api.get('storeads/adswithstoreadmin', { searchParams: { ...query } }).json<OffersPage>();
}

const EXPORT_PAGE_SIZE = 1000;
/** Pages asked for at once: the API holds at most these few pages in memory, whatever the export's size. */
const EXPORT_PAGES_IN_FLIGHT = 2;

/**
 * The most rows "All matching rows" exports. The workbook is built in the browser, which holds every cell until the
 * file is written: 50,000 rows peaked at about 0.5 GB, two years of history (210,000) at 1.8 GB, more than a tab can
 * count on (docs/operations.md, "Exports").
 */
export const EXPORT_MAX_ROWS = 50_000;

/** Why an export of this many rows is refused, or undefined when it is not. */
export function exportRefusal(total: number): string | undefined {
  if (total <= EXPORT_MAX_ROWS) return undefined;
  const count = (rows: number) => rows.toLocaleString('en-IN');
  return (
    `An export holds at most ${count(EXPORT_MAX_ROWS)} ads and these filters match ${count(total)}. ` +
    'Narrow them (a status, a store, a district) and export each part.'
  );
}

/** Every ad matching the filters, a thousand per call, two calls at a time; refused above EXPORT_MAX_ROWS. */
export async function fetchAllOffers(filters: Omit<OffersQuery, 'page' | 'limit'>): Promise<ReportOffer[]> {
  const first = await fetchOffers({ ...filters, page: 1, limit: EXPORT_PAGE_SIZE });
  const refusal = exportRefusal(first.totalAds);
  if (refusal) throw new Error(refusal);
  const pages = [first];
  let next = 2;
  const reader = async () => {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = await fetchOffers({ ...filters, page, limit: EXPORT_PAGE_SIZE });
    }
  };
  await Promise.all(Array.from({ length: EXPORT_PAGES_IN_FLIGHT }, reader));
  return pages.flatMap((page) => page.data);
}

/**
 * The spec's export columns, in its order, each visitor-facing text followed by its Malayalam twin, then the optional
 * offer details (empty cells where an offer has none).
 */
export const OFFER_EXPORT_COLUMNS: Column<ReportOffer>[] = [
  { header: 'Title', width: 28, value: (offer) => offer.title },
  { header: 'Title (Malayalam)', width: 28, value: (offer) => offer.titleMl ?? '' },
  { header: 'Description', width: 48, value: (offer) => offer.description },
  { header: 'Description (Malayalam)', width: 48, value: (offer) => offer.descriptionMl ?? '' },
  { header: 'Offer Type', width: 18, value: (offer) => offer.offerType },
  { header: 'Offer Type (Malayalam)', width: 18, value: (offer) => offer.offerTypeMl ?? '' },
  { header: 'Store Name', width: 26, value: (offer) => offer.storeId.storeName },
  { header: 'Store Name (Malayalam)', width: 26, value: (offer) => offer.storeId.storeNameMl ?? '' },
  { header: 'Category', width: 18, value: (offer) => offer.category },
  { header: 'Category (Malayalam)', width: 18, value: (offer) => offer.categoryMl ?? '' },
  { header: 'Location', width: 18, value: (offer) => offer.storeId.location },
  { header: 'Location (Malayalam)', width: 18, value: (offer) => offer.storeId.locationMl ?? '' },
  { header: 'District', width: 18, value: (offer) => offer.storeId.district },
  { header: 'District (Malayalam)', width: 18, value: (offer) => offer.storeId.districtMl ?? '' },
  { header: 'Start Date', width: 13, value: (offer) => dayToDate(offer.startDate) },
  { header: 'End Date', width: 13, value: (offer) => dayToDate(offer.endDate) },
  { header: 'Clicks', width: 8, value: (offer) => offer.clicks },
  { header: 'Contact', width: 14, value: (offer) => offer.storeId.contact },
  { header: 'Email', width: 28, value: (offer) => offer.storeId.email },
  { header: 'Address', width: 40, value: (offer) => offer.storeId.address },
  { header: 'Address (Malayalam)', width: 40, value: (offer) => offer.storeId.addressMl ?? '' },
  { header: 'Coupon Code', width: 14, value: (offer) => offer.couponCode ?? '' },
  { header: 'Terms', width: 40, value: (offer) => offer.terms ?? '' },
  { header: 'Terms (Malayalam)', width: 40, value: (offer) => offer.termsMl ?? '' },
  { header: 'Price Before (INR)', width: 12, value: (offer) => offer.priceBefore ?? '' },
  { header: 'Price After (INR)', width: 12, value: (offer) => offer.priceAfter ?? '' },
];
