import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateStoreSearch } from '../features/stores/search';
import { adminRoute } from './admin';

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
