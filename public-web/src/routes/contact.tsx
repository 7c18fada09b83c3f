import { staticPageRoute } from './page-routes';

export const contactRoute = staticPageRoute({
  path: '/contactus',
  title: 'Contact OfferBoard',
  description: 'Write to the OfferBoard team, call us or visit our office in Kochi. Open Mon to Sat 10:00am-5:00pm.',
}).lazy(() => import('./contact.lazy').then((module) => module.contactLazyRoute));
