import { createRoute, lazyRouteComponent, type RouteComponent, redirect } from '@tanstack/react-router';
import { getToken } from '../lib/session';
import { AdminShell } from './admin-shell';
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

/**
 * A screen under the guard at /admin/<path>: its component (a lazily loaded chunk) and, for a screen that keeps its
 * state in the URL, the parser of its search params.
 */
export function adminScreen<const TPath extends string, TSearch = unknown>(
  path: TPath,
  component: RouteComponent,
  validateSearch?: (search: Record<string, unknown>) => TSearch,
) {
  return createRoute({ getParentRoute: () => adminRoute, path, validateSearch, component });
}

/** The screens' pages, features/<feature>/components/<feature>-page.tsx, each its own chunk (sign-in is not behind the guard). */
const PAGES = import.meta.glob<Record<string, RouteComponent>>([
  '../features/*/components/*-page.tsx',
  '!../features/auth/**',
]);

/** The page component `name` of a feature, loaded when its screen is first opened. */
export function lazyPage(feature: string, name: string): RouteComponent {
  const load = PAGES[`../features/${feature}/components/${feature}-page.tsx`];
  if (!load) throw new Error(`No page for the feature ${feature}`);
  return lazyRouteComponent(load, name);
}
