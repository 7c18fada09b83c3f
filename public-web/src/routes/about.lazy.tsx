import { createLazyRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/components/about-page';

export const aboutLazyRoute = createLazyRoute('/aboutus')({ component: AboutPage });
