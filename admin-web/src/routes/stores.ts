// The store list keeps its filters and page in the URL so a reload or a shared link shows the same list.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { intParam, textParam } from '../lib/search-params';
import { adminRoute } from './admin';

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

const StoresPage = lazyRouteComponent(() => import('../features/stores/components/stores-page'), 'StoresPage');

export const storesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'store',
  validateSearch: validateStoreSearch,
  component: StoresPage,
});

/** /admin/addstore: the store list with the Add Store form already open. */
export const addStoreRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'addstore',
  validateSearch: validateStoreSearch,
  component: StoresPage,
});
