import { staticPageRoute } from './page-routes';

/** One static page for every visitor: the saved offers are read from this browser once the app has started. */
export const savedRoute = staticPageRoute('/saved', (m) => ({
  title: m.head.saved,
  description: m.head.savedDescription,
  noindex: true,
})).lazy(() => import('./saved.lazy').then((module) => module.loadSavedRoute()));
