import { staticPageRoute } from './page-routes';

export const aboutRoute = staticPageRoute({
  path: '/aboutus',
  title: 'About OfferBoard',
  description: 'OfferBoard brings the offers of local shops across Kerala to one place: our vision, mission and team.',
}).lazy(() => import('./about.lazy').then((module) => module.aboutLazyRoute));
