// The store list keeps its filters and page in the URL so a reload or a shared link shows the same list.
import { intParam, textParam } from '../../lib/search-params';

export interface StoreSearch {
  search?: string;
  category?: string;
  district?: string;
  location?: string;
  page?: number;
}

export function validateStoreSearch(search: Record<string, unknown>): StoreSearch {
  return {
    search: textParam(search.search ?? search.storeName),
    category: textParam(search.category),
    district: textParam(search.district),
    location: textParam(search.location),
    page: intParam(search.page, 1),
  };
}
