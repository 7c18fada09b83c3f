import { createRoute } from '@tanstack/react-router';
import { filterOptionsQueryOptions } from '../features/offers/api/filter-options-queries';
import { offerListQueryOptions } from '../features/offers/api/offers-queries';
import { listingQuery, parseOfferSearch } from '../features/offers/offer-search';
import { pageHead } from '../lib/seo';
import { rootRoute } from './root';

export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers',
  validateSearch: parseOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData({ ...offerListQueryOptions(listingQuery(deps)), revalidateIfStale: true }),
      queryClient.ensureQueryData({ ...filterOptionsQueryOptions(), revalidateIfStale: true }),
    ]);
  },
  head: () =>
    pageHead({
      path: '/offers',
      title: 'Latest offers in Kerala | OfferBoard',
      description:
        'All current offers from local shops in Kerala: filter by store, category, district, location and offer type.',
    }),
}).lazy(() => import('./offers.lazy').then((module) => module.offersLazyRoute));
