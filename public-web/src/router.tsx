// One router per render (server) or per page load (browser), with its own QueryClient dehydrated into the page.
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { aboutRoute } from './routes/about';
import { contactRoute } from './routes/contact';
import { homeRoute } from './routes/home';
import { offerDetailsRoute } from './routes/offer-details';
import { offerRedirectRoute } from './routes/offer-redirect';
import { offersRoute } from './routes/offers';
import { rootRoute } from './routes/root';
import { savedRoute } from './routes/saved';
import { storeRoute } from './routes/store';

const routeTree = rootRoute.addChildren([
  homeRoute,
  offersRoute,
  offerDetailsRoute,
  offerRedirectRoute,
  storeRoute,
  savedRoute,
  contactRoute,
  aboutRoute,
]);

export function createQueryClient() {
  return new QueryClient({
    // A prerendered page's data is current (the API regenerates pages within seconds of a change), so hydration does
    // not refetch it; route loaders refresh stale data on later navigations (revalidateIfStale).
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, refetchOnMount: false },
    },
  });
}

/** The prerender passes a QueryClient already holding the page's data, so its loaders make no API call. */
export function createAppRouter(queryClient: QueryClient = createQueryClient()) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
