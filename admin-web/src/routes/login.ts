import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { getToken } from '../lib/session';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/admin' });
  },
  component: lazyRouteComponent(() => import('../features/auth/components/login-page'), 'LoginPage'),
});
