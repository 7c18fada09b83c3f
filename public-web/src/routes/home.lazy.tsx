import { createLazyRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';

export const homeLazyRoute = createLazyRoute('/')({ component: HomePage });
