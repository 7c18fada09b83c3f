// The pages outside the guard: sign-in, and the pages of e-mailed links (an owner's invite, a password reset).
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

export const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/invite/$token',
  component: lazyRouteComponent(() => import('../features/auth/components/invite-page'), 'InvitePage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/reset-password/$token',
  component: lazyRouteComponent(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage'),
});
