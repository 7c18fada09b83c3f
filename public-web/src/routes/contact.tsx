import { staticPageRoute } from './page-routes';

export const contactRoute = staticPageRoute('/contactus', (m) => ({
  title: m.head.contact,
  description: m.head.contactDescription,
})).lazy(() => import('./contact.lazy').then((module) => module.loadContactRoute()));
