import { SITE_NAME } from '../lib/site';
import { staticPageRoute } from './page-routes';

export const contactRoute = staticPageRoute({
  path: '/contactus',
  title: `Contact ${SITE_NAME}`,
  description: `Write to the ${SITE_NAME} team, call us or visit our office in Kochi. Open Mon to Sat 10:00am-5:00pm.`,
}).lazy(() => import('./contact.lazy').then((module) => module.contactLazyRoute));
