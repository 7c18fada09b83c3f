import { withSection } from '../lib/i18n/load';
import { staticPageRoute } from './page-routes';

export const contactRoute = staticPageRoute('/contactus', (m) => ({
  title: m.contact.head.title,
  description: m.contact.head.description,
})).lazy(() => import('./contact.lazy').then((module) => withSection('contact', module.contactLazyRoute)));
