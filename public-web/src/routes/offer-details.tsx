import { createRoute } from '@tanstack/react-router';
import { offerHead } from '../features/offer-details/offer-head';
import { withSection } from '../lib/i18n/load';
import { offerQueryOptions } from '../lib/offer-queries';
import { recordPage } from './page-routes';
import { rootRoute } from './root';

export const offerDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offerdetails/$id',
  // Only the offer itself is in the prerendered page; 'More Offers' loads in the browser (docs/decisions/005).
  ...recordPage(offerQueryOptions, offerHead),
}).lazy(() => import('./offer-details.lazy').then((module) => withSection('offer', module.offerDetailsLazyRoute)));
