// Ads report filters live in the URL: page omitted when 1, limit omitted when 10, empty values omitted.
import { OFFER_STATUSES, type OfferStatus } from '@offerboard/shared-types/offer-status';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { intParam, textParam } from '../lib/search-params';
import { adminRoute } from './admin';

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

/** A status the API knows, else none (an old or mistyped link shows every status). */
function statusParam(value: unknown): OfferStatus | undefined {
  return OFFER_STATUSES.find((status) => status === value);
}

export const adsReportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'adsreport',
  validateSearch: (search: Record<string, unknown>): AdsReportSearch => ({
    page: intParam(search.page, 1),
    limit: intParam(search.limit, 10, 1000),
    search: textParam(search.search),
    offerType: textParam(search.offerType),
    storeName: textParam(search.storeName),
    category: textParam(search.category),
    district: textParam(search.district),
    location: textParam(search.location),
    status: statusParam(search.status),
  }),
  component: lazyRouteComponent(() => import('../features/ads-report/components/ads-report-page'), 'AdsReportPage'),
});
