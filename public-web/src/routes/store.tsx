import { createRoute } from '@tanstack/react-router';
import { storePageQueryOptions } from '../features/store/api/store-queries';
import { storeHead } from '../features/store/store-head';
import { rootRoute } from './root';

export const storeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/store/$id',
  loader: async ({ context: { queryClient }, params }) => {
    try {
      return await queryClient.ensureQueryData({ ...storePageQueryOptions(params.id), revalidateIfStale: true });
    } catch {
      return null;
    }
  },
  head: ({ loaderData, params }) => storeHead(params.id, loaderData ?? null),
}).lazy(() => import('./store.lazy').then((module) => module.storeLazyRoute));
