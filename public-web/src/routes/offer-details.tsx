import { createRoute } from '@tanstack/react-router';
import { offerHead } from '../features/offer-details/offer-head';
import { offerListQueryOptions, offerQueryOptions } from '../features/offers/api/offers-queries';
import { rootRoute } from './root';

export const offerDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offerdetails/$id',
  loader: async ({ context: { queryClient }, params }) => {
    try {
      const offer = await queryClient.ensureQueryData({ ...offerQueryOptions(params.id), revalidateIfStale: true });
      await queryClient.prefetchQuery(offerListQueryOptions({ category: offer.category, limit: 13 }));
      return offer;
    } catch {
      return null;
    }
  },
  head: ({ loaderData, params }) => offerHead(params.id, loaderData ?? null),
}).lazy(() => import('./offer-details.lazy').then((module) => module.offerDetailsLazyRoute));
