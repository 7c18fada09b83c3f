import { withSection } from '../lib/i18n/load';
import { staticPageRoute } from './page-routes';

export const aboutRoute = staticPageRoute('/aboutus', (m) => ({
  title: m.about.head.title,
  description: m.about.head.description,
})).lazy(() => import('./about.lazy').then((module) => withSection('about', module.aboutLazyRoute)));
