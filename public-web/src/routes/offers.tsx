import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { filterOptionsQueryOptions } from '../features/offers/api/filter-options-queries';
import {
  listingQuery,
  listingTitle,
  type OfferSearch,
  parseOfferSearch,
  parsePage,
} from '../features/offers/offer-search';
import { withSection } from '../lib/i18n/load';
import { offerListQueryOptions } from '../lib/offer-queries';
import { localizedHead } from './page-routes';
import { rootRoute } from './root';

/**
 * The list and the filter lists, loaded into the cache. The prerender writes the data into the page (a listing page
 * past the first only the list, which it is given: the filter lists, every store's name, would add ~55 KB to each of
 * hundreds of pages, and the filter bar loads them itself); in the browser the page shows at once and the list loads
 * itself.
 */
async function loadListing(queryClient: QueryClient, search: OfferSearch, filtersInPage: boolean) {
  const loads = [queryClient.prefetchQuery(offerListQueryOptions(listingQuery(search)))];
  if (filtersInPage || !import.meta.env.SSR) loads.push(queryClient.prefetchQuery(filterOptionsQueryOptions()));
  if (import.meta.env.SSR) await Promise.all(loads);
}

export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers',
  validateSearch: parseOfferSearch,
  // The search is deliberately not a loader dependency: the route's match is then the same for every query, so the
  // prerendered /offers hydrates under a shared filtered link, and a filter change never waits for the loader.
  loader: ({ context: { queryClient }, location }) =>
    loadListing(queryClient, parseOfferSearch(location.search as Record<string, unknown>), true),
  head: ({ match }) =>
    localizedHead(match.context.locale, '/offers', (m) => ({
      title: listingTitle('/offers', m, match.context.locale),
      description: m.listing.head.description,
    })),
}).lazy(() => import('./offers.lazy').then((module) => withSection('listing', module.offersLazyRoute)));

/** Page N (2 and later) of the plain listing, prerendered at its own address (docs/decisions/008). */
export const offersPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers/page/$page',
  validateSearch: parseOfferSearch,
  loader: ({ context: { queryClient }, location, params }) =>
    loadListing(
      queryClient,
      { ...parseOfferSearch(location.search as Record<string, unknown>), page: parsePage(params.page) },
      false,
    ),
  head: ({ params, match }) => {
    const page = parsePage(params.page) ?? 1;
    return localizedHead(match.context.locale, page > 1 ? `/offers/page/${page}` : '/offers', (m) => ({
      title: listingTitle(`/offers/page/${params.page}`, m, match.context.locale),
      description: m.listing.head.description,
    }));
  },
}).lazy(() => import('./offers.lazy').then((module) => withSection('listing', module.offersPageLazyRoute)));
