// A store's page keeps its ad search and status filter in the URL, so a reload or a shared link shows the same ads.
import type { OfferStatus } from '@offerboard/shared-types/offer-status';
import { statusParam, textParam } from '../../lib/search-params';

export interface StoreAdsSearch {
  search?: string;
  status?: OfferStatus;
}

export function validateStoreAdsSearch(search: Record<string, unknown>): StoreAdsSearch {
  return { search: textParam(search.search), status: statusParam(search.status) };
}
