import { createRoute } from '@tanstack/react-router';
import { offerHead } from '../features/offer-details/offer-head';
import { offerQueryOptions } from '../features/offers/api/offers-queries';
import { rootRoute } from './root';

export const offerDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offerdetails/$id',
  // Only the offer itself is in the prerendered page; 'More Offers' loads in the browser (docs/decisions/005).
  loader: async ({ context: { queryClient }, params }) => {
    try {
      return await queryClient.ensureQueryData({ ...offerQueryOptions(params.id), revalidateIfStale: true });
    } catch {
      return null;
    }
  },
  head: ({ loaderData, params }) => offerHead(params.id, loaderData ?? null),
}).lazy(() => import('./offer-details.lazy').then((module) => module.offerDetailsLazyRoute));
