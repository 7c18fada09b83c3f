// A store's page keeps its ad search and status filter in the URL, so a reload or a shared link shows the same ads;
// `edit` opens one offer's form (the owner's home links to it).
import type { OfferStatus } from '@offerboard/shared-types/offer-status';
import { statusParam, textParam } from '../../lib/search-params';

export interface StoreOffersSearch {
  search?: string;
  status?: OfferStatus;
  /** An offer's id: the page opens its form, then drops it from the URL. */
  edit?: string;
}

export function validateStoreOffersSearch(search: Record<string, unknown>): StoreOffersSearch {
  return { search: textParam(search.search), status: statusParam(search.status), edit: textParam(search.edit) };
}
