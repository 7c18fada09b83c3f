import { createRoute } from '@tanstack/react-router';
import { filterOptionsQueryOptions } from '../features/offers/api/filter-options-queries';
import { listingQuery, parseOfferSearch } from '../features/offers/offer-search';
import { offerListQueryOptions } from '../lib/offer-queries';
import { pageHead } from '../lib/seo';
import { rootRoute } from './root';

export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers',
  validateSearch: parseOfferSearch,
  // The search is deliberately not a loader dependency: the route's match is then the same for every query, so the
  // prerendered /offers hydrates under a shared filtered link, and a filter change never waits for the loader.
  loader: async ({ context: { queryClient }, location }) => {
    const search = parseOfferSearch(location.search as Record<string, unknown>);
    const loads = [
      queryClient.prefetchQuery(offerListQueryOptions(listingQuery(search))),
      queryClient.prefetchQuery(filterOptionsQueryOptions()),
    ];
    // The prerender writes the data into the page; in the browser the page shows at once and the list loads itself.
    if (import.meta.env.SSR) await Promise.all(loads);
  },
  head: () =>
    pageHead({
      path: '/offers',
      title: 'Latest offers in Kerala | OfferBoard',
      description:
        'All current offers from local shops in Kerala: filter by store, category, district, location and offer type.',
    }),
}).lazy(() => import('./offers.lazy').then((module) => module.offersLazyRoute));
