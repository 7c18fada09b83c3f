import { withSection } from '../lib/i18n/load';
import { staticPageRoute } from './page-routes';

/** One static page for every visitor: the saved offers are read from this browser once the app has started. */
export const savedRoute = staticPageRoute('/saved', (m) => ({
  title: m.saved.head.title,
  description: m.saved.head.description,
  noindex: true,
})).lazy(() => import('./saved.lazy').then((module) => withSection('saved', module.savedLazyRoute)));
