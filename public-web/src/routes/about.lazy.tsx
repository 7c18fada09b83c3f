import { createLazyRoute } from '@tanstack/react-router';
import { aboutMessages } from '../features/about/about-messages';
import { AboutPage } from '../features/about/components/about-page';

const aboutLazyRoute = createLazyRoute('/aboutus')({ component: AboutPage });

/** The page, once its own texts are in, in the page's language (docs/decisions/047). */
export async function loadAboutRoute() {
  await aboutMessages.load();
  return aboutLazyRoute;
}
