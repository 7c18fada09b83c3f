import { SITE_NAME } from '../lib/site';
import { staticPageRoute } from './page-routes';

/** One static page for every visitor: the saved offers are read from this browser once the app has started. */
export const savedRoute = staticPageRoute({
  path: '/saved',
  title: `Saved offers | ${SITE_NAME}`,
  description: 'The offers you saved with the heart, kept in this browser.',
  noindex: true,
}).lazy(() => import('./saved.lazy').then((module) => module.savedLazyRoute));
