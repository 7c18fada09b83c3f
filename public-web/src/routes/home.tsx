import { createRoute } from '@tanstack/react-router';
import { bannersQueryOptions, categoriesQueryOptions } from '../features/home/api/home-queries';
import { latestOffersQueryOptions } from '../lib/offer-queries';
import { pageHead } from '../lib/seo';
import { SITE_NAME, SITE_TAGLINE } from '../lib/site';
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
  head: () =>
    pageHead({
      path: '/',
      title: `${SITE_NAME}: offers and discounts from local shops in Kerala`,
      description: `${SITE_TAGLINE} Browse the latest deals by category, district and store.`,
    }),
}).lazy(() => import('./home.lazy').then((module) => module.homeLazyRoute));
