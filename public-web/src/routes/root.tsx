// The document: head tags from the matched routes, header, routed body, footer, toasts, and the hydration scripts.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { Island } from '../components/island';
import { NavigationProvider, plainNavigation } from '../components/navigation';
import { NotFound } from '../components/not-found';
import { countVisit } from '../lib/counters';
import { EARLY_TAPS_SCRIPT, replayEarlyTaps } from '../lib/early-taps';
import { HELD_IMAGES_SCRIPT } from '../lib/held-images';
import { LOCALE_TAGS, type Locale } from '../lib/i18n/locale';
import { LocaleProvider, messagesFor } from '../lib/i18n/messages';
import { ISLAND_DATA_ID, islandDataJson } from '../lib/island-data';
import { BRAND_COLOUR, SITE_NAME } from '../lib/site';
import { routerNavigation } from './router-navigation';

const Toaster = lazy(() => import('../components/toaster'));

function RootDocument() {
  const [hydrated, setHydrated] = useState(false);
  const router = useRouter();
  const { islands, queryClient, locale } = useRouteContext({ from: '__root__' });
  // A page served as islands links as they do (plain anchors), so its islands hydrate the same markup. Only the
  // prerender renders such a page, once: the routed app's navigation does not change with the location.
  const navigation = useMemo(
    () => (islands ? plainNavigation(router.state.location.pathname, locale) : routerNavigation(router)),
    [islands, router, locale],
  );
  useEffect(() => {
    setHydrated(true);
    replayEarlyTaps();
    countVisit();
  }, []);
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLOUR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadContent />
      </head>
      <body data-hydrated={hydrated ? '' : undefined}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no data in it */}
        <script id="early-taps" dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no data in it */}
        <script id="held-images" dangerouslySetInnerHTML={{ __html: HELD_IMAGES_SCRIPT }} />
        <LocaleProvider value={locale}>
          <NavigationProvider value={navigation}>
            <a className="skip-link" href="#main">
              {messagesFor(locale).skipToContent}
            </a>
            <Island name="header" as="header" className="site-header">
              <Header />
            </Island>
            <main id="main">
              <Outlet />
            </main>
            <Footer />
          </NavigationProvider>
        </LocaleProvider>
        {hydrated && (
          <Suspense>
            <Toaster />
          </Suspense>
        )}
        {islands && (
          <script
            type="application/json"
            id={ISLAND_DATA_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (islandDataJson)
            dangerouslySetInnerHTML={{ __html: islandDataJson(queryClient) }}
          />
        )}
        <Scripts />
      </body>
    </html>
  );
}

export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient; islands: boolean; locale: Locale }>()({
  component: RootDocument,
  // Every page names itself; an address that matches no page (only this root matched) is titled and kept unindexed.
  head: ({ matches, match }) =>
    matches.length === 1
      ? { meta: [{ title: messagesFor(match.context.locale).head.notFound }, { name: 'robots', content: 'noindex' }] }
      : { meta: [{ title: SITE_NAME }] },
  notFoundComponent: NotFound,
});
