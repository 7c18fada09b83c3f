import { createRoute } from '@tanstack/react-router';
import { storePageQueryOptions } from '../features/store/api/store-queries';
import { storeHead } from '../features/store/store-head';
import { recordOrNull } from './page-routes';
import { rootRoute } from './root';

export const storeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/store/$id',
  loader: ({ context: { queryClient }, params }) =>
    recordOrNull(queryClient.ensureQueryData({ ...storePageQueryOptions(params.id), revalidateIfStale: true })),
  head: ({ loaderData, params }) => storeHead(params.id, loaderData ?? null),
}).lazy(() => import('./store.lazy').then((module) => module.storeLazyRoute));
