// The admin ads listing behind the report: one page for the table, or every matching row for an export.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { dayToDate } from '../../../lib/format';
import type { Column } from '../../../lib/spreadsheet';

export type AdsQuery = ApiQuery<'/backendapi/api/storeads/adswithstoreadmin'>;
type AdsPage = ApiResponse<'/backendapi/api/storeads/adswithstoreadmin'>;
export type ReportAd = AdsPage['data'][number];

export function fetchAds(query: AdsQuery) {
  return api.get('storeads/adswithstoreadmin', { searchParams: { ...query } }).json<AdsPage>();
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
export async function fetchAllAds(filters: Omit<AdsQuery, 'page' | 'limit'>): Promise<ReportAd[]> {
  const first = await fetchAds({ ...filters, page: 1, limit: EXPORT_PAGE_SIZE });
  const refusal = exportRefusal(first.totalAds);
  if (refusal) throw new Error(refusal);
  const pages = [first];
  let next = 2;
  const reader = async () => {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = await fetchAds({ ...filters, page, limit: EXPORT_PAGE_SIZE });
    }
  };
  await Promise.all(Array.from({ length: EXPORT_PAGES_IN_FLIGHT }, reader));
  return pages.flatMap((page) => page.data);
}

/**
 * The spec's export columns, in its order, each visitor-facing text followed by its Malayalam twin, then the optional
 * offer details (empty cells where an offer has none).
 */
export const AD_EXPORT_COLUMNS: Column<ReportAd>[] = [
  { header: 'Title', width: 28, value: (ad) => ad.title },
  { header: 'Title (Malayalam)', width: 28, value: (ad) => ad.titleMl ?? '' },
  { header: 'Description', width: 48, value: (ad) => ad.description },
  { header: 'Description (Malayalam)', width: 48, value: (ad) => ad.descriptionMl ?? '' },
  { header: 'Offer Type', width: 18, value: (ad) => ad.offerType },
  { header: 'Offer Type (Malayalam)', width: 18, value: (ad) => ad.offerTypeMl ?? '' },
  { header: 'Store Name', width: 26, value: (ad) => ad.storeId.storeName },
  { header: 'Store Name (Malayalam)', width: 26, value: (ad) => ad.storeId.storeNameMl ?? '' },
  { header: 'Category', width: 18, value: (ad) => ad.category },
  { header: 'Category (Malayalam)', width: 18, value: (ad) => ad.categoryMl ?? '' },
  { header: 'Location', width: 18, value: (ad) => ad.storeId.location },
  { header: 'Location (Malayalam)', width: 18, value: (ad) => ad.storeId.locationMl ?? '' },
  { header: 'District', width: 18, value: (ad) => ad.storeId.district },
  { header: 'District (Malayalam)', width: 18, value: (ad) => ad.storeId.districtMl ?? '' },
  { header: 'Start Date', width: 13, value: (ad) => dayToDate(ad.startDate) },
  { header: 'End Date', width: 13, value: (ad) => dayToDate(ad.endDate) },
  { header: 'Clicks', width: 8, value: (ad) => ad.clicks },
  { header: 'Contact', width: 14, value: (ad) => ad.storeId.contact },
  { header: 'Email', width: 28, value: (ad) => ad.storeId.email },
  { header: 'Address', width: 40, value: (ad) => ad.storeId.address },
  { header: 'Address (Malayalam)', width: 40, value: (ad) => ad.storeId.addressMl ?? '' },
  { header: 'Coupon Code', width: 14, value: (ad) => ad.couponCode ?? '' },
  { header: 'Terms', width: 40, value: (ad) => ad.terms ?? '' },
  { header: 'Terms (Malayalam)', width: 40, value: (ad) => ad.termsMl ?? '' },
  { header: 'Price Before (INR)', width: 12, value: (ad) => ad.priceBefore ?? '' },
  { header: 'Price After (INR)', width: 12, value: (ad) => ad.priceAfter ?? '' },
];
