import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo';
import { rootRoute } from './root';

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/aboutus',
  head: () =>
    pageHead({
      path: '/aboutus',
      title: 'About OfferBoard',
      description:
        'OfferBoard brings the offers of local shops across Kerala to one place: our vision, mission and team.',
    }),
}).lazy(() => import('./about.lazy').then((module) => module.aboutLazyRoute));
