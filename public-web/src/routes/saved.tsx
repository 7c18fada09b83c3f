import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo';
import { rootRoute } from './root';

/** One static page for every visitor: the saved offers are read from this browser once the app has started. */
export const savedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/saved',
  head: () =>
    pageHead({
      path: '/saved',
      title: 'Saved offers | OfferBoard',
      description: 'The offers you saved with the heart, kept in this browser.',
      noindex: true,
    }),
}).lazy(() => import('./saved.lazy').then((module) => module.savedLazyRoute));
