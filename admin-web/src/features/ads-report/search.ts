// Ads report filters live in the URL: page omitted when 1, limit omitted when 10, empty values omitted.
import type { OfferStatus } from '@offerboard/shared-types/offer-status';
import { intParam, statusParam, textParam } from '../../lib/search-params';

export interface AdsReportSearch {
  page?: number;
  limit?: number;
  search?: string;
  offerType?: string;
  storeName?: string;
  category?: string;
  district?: string;
  location?: string;
  status?: OfferStatus;
}

export function validateAdsReportSearch(search: Record<string, unknown>): AdsReportSearch {
  return {
    page: intParam(search.page, 1),
    limit: intParam(search.limit, 10, 1000),
    search: textParam(search.search),
    offerType: textParam(search.offerType),
    storeName: textParam(search.storeName),
    category: textParam(search.category),
    district: textParam(search.district),
    location: textParam(search.location),
    status: statusParam(search.status),
  };
}
