import { createRoute } from '@tanstack/react-router';
import { bannersQueryOptions, categoriesQueryOptions } from '../features/home/api/home-queries';
import { latestOffersQueryOptions } from '../lib/offer-queries';
import { localizedHead } from './page-routes';
import { rootRoute } from './root';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData({ ...latestOffersQueryOptions(), revalidateIfStale: true }),
      queryClient.ensureQueryData({ ...bannersQueryOptions(), revalidateIfStale: true }),
      queryClient.ensureQueryData({ ...categoriesQueryOptions(), revalidateIfStale: true }),
    ]);
  },
  head: ({ match }) =>
    localizedHead(match.context.locale, '/', (m) => ({ title: m.head.home, description: m.head.homeDescription })),
}).lazy(() => import('./home.lazy').then((module) => module.homeLazyRoute));
