import { staticPageRoute } from './page-routes';

export const aboutRoute = staticPageRoute('/aboutus', (m) => ({
  title: m.head.about,
  description: m.head.aboutDescription,
})).lazy(() => import('./about.lazy').then((module) => module.loadAboutRoute()));
