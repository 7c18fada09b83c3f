// One router per render (server) or per page load (browser), with its own QueryClient dehydrated into the page.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { basePath, type Locale, localizedPath } from './lib/i18n/locale';
import { createQueryClient } from './lib/query-client';
import { aboutRoute } from './routes/about';
import { contactRoute } from './routes/contact';
import { homeRoute } from './routes/home';
import { offerDetailsRoute } from './routes/offer-details';
import { offerRedirectRoute } from './routes/offer-redirect';
import { offersPageRoute, offersRoute } from './routes/offers';
import { rootRoute } from './routes/root';
import { savedRoute } from './routes/saved';
import { storeRoute } from './routes/store';

const routeTree = rootRoute.addChildren([
  homeRoute,
  offersRoute,
  offersPageRoute,
  offerDetailsRoute,
  offerRedirectRoute,
  storeRoute,
  savedRoute,
  contactRoute,
  aboutRoute,
]);

/**
 * A Malayalam page's router sees the English path ('/ml/offers' is '/offers' to its routes) and writes every link
 * back under /ml/ (docs/decisions/047), so one route tree serves both languages.
 */
function localeRewrite(locale: Locale) {
  return {
    input: ({ url }: { url: URL }) => {
      url.pathname = basePath(url.pathname);
      return url;
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = localizedPath(url.pathname, locale);
      return url;
    },
  };
}

/**
 * The prerender passes a QueryClient already holding the page's data, so its loaders make no API call, and renders a
 * page served as islands (`islands`: the home page, docs/decisions/020) with the plain links its islands render.
 */
export function createAppRouter(
  queryClient: QueryClient = createQueryClient(),
  { islands = false, locale = 'en' as Locale } = {},
) {
  const router = createRouter({
    routeTree,
    context: { queryClient, islands, locale },
    rewrite: localeRewrite(locale),
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
