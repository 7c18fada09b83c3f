import { createRoute, lazyRouteComponent, type RouteComponent, redirect } from '@tanstack/react-router';
import { getToken, getUser } from '../lib/session';
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
 * The screens a store owner has (home, profile and their store's offers); the API refuses an owner every other
 * screen's calls, and another store's, anyway.
 */
const OWNER_SCREENS = new Set(['/', 'profile', 'storeads/$id']);

/**
 * A screen under the guard at /admin/<path>: its component (a lazily loaded chunk) and, for a screen that keeps its
 * state in the URL, the parser of its search params. An owner opening an operator's screen lands on their home.
 */
export function adminScreen<const TPath extends string, TSearch = unknown>(
  path: TPath,
  component: RouteComponent,
  validateSearch?: (search: Record<string, unknown>) => TSearch,
) {
  const beforeLoad = () => {
    if (getUser()?.role === 'owner' && !OWNER_SCREENS.has(path)) throw redirect({ to: '/admin' });
  };
  return createRoute({ getParentRoute: () => adminRoute, path, validateSearch, component, beforeLoad });
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
