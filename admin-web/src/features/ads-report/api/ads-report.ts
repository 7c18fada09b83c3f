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

/** Every ad matching the filters, a thousand per call. */
export async function fetchAllAds(filters: Omit<AdsQuery, 'page' | 'limit'>): Promise<ReportAd[]> {
  const first = await fetchAds({ ...filters, page: 1, limit: EXPORT_PAGE_SIZE });
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, index) =>
      fetchAds({ ...filters, page: index + 2, limit: EXPORT_PAGE_SIZE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
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
