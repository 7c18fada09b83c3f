// Hydrates a page served as islands (docs/decisions/020, 041): the page's interactive parts as React roots of their
// own, without the router, sharing one data cache filled from the page. Links are plain anchors to prerendered pages.
// Each such page has a small module naming its islands (home-islands.tsx, offer-islands.tsx, offers-islands.tsx), so it
// loads only them.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { NavigationProvider, plainNavigation } from './components/navigation';
import { countVisit } from './lib/counters';
import { replayEarlyTaps } from './lib/early-taps';
import { pageLocale } from './lib/i18n/load';
import { LocaleProvider } from './lib/i18n/messages';
import { ISLAND_DATA_ID, type IslandData, type IslandName, islandSelector } from './lib/island-data';
import type { PageViews } from './lib/page-history';
import { createQueryClient } from './lib/query-client';

export type Islands = Array<[IslandName, () => ReactNode]>;

/**
 * Hydrates each island whose container the page holds; `currentPath` is the page the islands belong to, whatever its
 * address ('/?utm_source=...'): its link is marked current. `views`: the page's own views, shown without a page load.
 */
export function hydrateIslands(islands: Islands, currentPath: string, views?: PageViews): void {
  const queryClient = createQueryClient();
  const dataScript = document.getElementById(ISLAND_DATA_ID);
  const data: IslandData = JSON.parse(dataScript?.textContent || '[]');
  for (const [queryKey, value] of data) queryClient.setQueryData(queryKey, value);
  const locale = pageLocale();
  const navigation = plainNavigation(currentPath, locale, views);

  const hydrated = new Set<IslandName>();
  /** Once every island has hydrated: what the routed app's root does then (tests wait for data-hydrated). */
  function islandHydrated(name: IslandName): void {
    if (hydrated.has(name)) return;
    hydrated.add(name);
    if (hydrated.size < islands.length) return;
    document.body.setAttribute('data-hydrated', '');
    replayEarlyTaps();
    countVisit();
    import('./components/toaster').then(({ default: Toaster }) => {
      const container = document.createElement('div');
      document.body.append(container);
      createRoot(container).render(<Toaster />);
    });
  }

  function Hydrated({ name, children }: { name: IslandName; children: ReactNode }) {
    useEffect(() => islandHydrated(name), [name]);
    return children;
  }

  startTransition(() => {
    for (const [name, Island] of islands) {
      const container = document.querySelector(islandSelector(name));
      if (!container) {
        islandHydrated(name);
        continue;
      }
      hydrateRoot(
        container,
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <LocaleProvider value={locale}>
              <NavigationProvider value={navigation}>
                <Hydrated name={name}>
                  <Island />
                </Hydrated>
              </NavigationProvider>
            </LocaleProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    }
  });
}
