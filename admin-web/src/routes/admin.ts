import { createRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '../components/admin-shell';
import { getToken } from '../lib/session';
import { rootRoute } from './root';

/** The guard: every admin screen needs a stored token. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/admin/login' });
  },
  component: AdminShell,
});
