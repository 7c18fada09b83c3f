import { SITE_NAME } from '../lib/site';
import { staticPageRoute } from './page-routes';

export const aboutRoute = staticPageRoute({
  path: '/aboutus',
  title: `About ${SITE_NAME}`,
  description: `${SITE_NAME} brings the offers of local shops across Kerala to one place: our vision, mission and team.`,
}).lazy(() => import('./about.lazy').then((module) => module.aboutLazyRoute));
