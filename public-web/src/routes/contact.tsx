import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo';
import { rootRoute } from './root';

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contactus',
  head: () =>
    pageHead({
      path: '/contactus',
      title: 'Contact OfferBoard',
      description:
        'Write to the OfferBoard team, call us or visit our office in Kochi. Open Mon to Sat 10:00am-5:00pm.',
    }),
}).lazy(() => import('./contact.lazy').then((module) => module.contactLazyRoute));
