import { createRoute } from '@tanstack/react-router';
import { storePageQueryOptions } from '../features/store/api/store-queries';
import { storeHead } from '../features/store/store-head';
import { withSection } from '../lib/i18n/load';
import { recordPage } from './page-routes';
import { rootRoute } from './root';

export const storeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/store/$id',
  ...recordPage(storePageQueryOptions, storeHead),
}).lazy(() => import('./store.lazy').then((module) => withSection('store', module.storeLazyRoute)));
