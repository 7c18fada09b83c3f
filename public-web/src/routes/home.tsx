import { createRoute } from '@tanstack/react-router';
import { bannersQueryOptions, categoriesQueryOptions } from '../features/home/api/home-queries';
import { withSection } from '../lib/i18n/load';
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
    localizedHead(match.context.locale, '/', (m) => ({
      title: m.home.head.title,
      description: m.home.head.description,
    })),
}).lazy(() => import('./home.lazy').then((module) => withSection('home', module.homeLazyRoute)));
