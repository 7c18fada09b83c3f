// The routed app's links and navigation for the shared pieces (components/navigation.tsx): the router's Link, so
// pages change without a page load and are preloaded on intent.
import { Link, type useRouter, useRouterState } from '@tanstack/react-router';
import { loadedFromThisSite, type Navigation, type SiteLinkProps } from '../components/navigation';

function RouterLink({ to, search, activeExact, ...props }: SiteLinkProps) {
  return (
    <Link
      {...props}
      // A built path ('/offerdetails/12') matches its route as the router parses any address.
      to={to as '/'}
      search={search as never}
      activeOptions={activeExact ? { exact: true, includeSearch: search !== undefined } : undefined}
    />
  );
}

export function routerNavigation(router: ReturnType<typeof useRouter>): Navigation {
  return {
    Link: RouterLink,
    navigate: (to, search, options) =>
      router.navigate({ to: to as '/offers', search: search as never, replace: options?.replace }),
    back: (fallback) =>
      router.history.canGoBack() || loadedFromThisSite()
        ? router.history.back()
        : void router.navigate({ to: fallback as '/offers' }),
    usePath: () => useRouterState({ select: (state) => state.location.pathname }),
    useSearch: () => useRouterState({ select: (state) => state.location.search }),
  };
}
