// The home page's app, started by entry-client instead of the routed app (docs/decisions/020): the page's interactive
// parts hydrate as React roots of their own, without the router, sharing one data cache filled from the page. Links
// are plain anchors to prerendered pages; the header's menu, the search with its suggestions, the carousels, the
// hearts and Copy buttons, the expiry badges and the floating buttons work as in the routed app.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Header } from './components/header';
import { type IslandName, islandSelector } from './components/island';
import { NavigationProvider, plainNavigation } from './components/navigation';
import { HomePage } from './features/home/components/home-page';
import { countVisit } from './lib/counters';
import { replayEarlyTaps } from './lib/early-taps';
import { ISLAND_DATA_ID, type IslandData } from './lib/island-data';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const dataScript = document.getElementById(ISLAND_DATA_ID);
const data: IslandData = JSON.parse(dataScript?.textContent || '[]');
for (const [queryKey, value] of data) queryClient.setQueryData(queryKey, value);

// The page the islands belong to, whatever its address ('/?utm_source=...'): its link is marked current.
const navigation = plainNavigation('/');
const islands: Array<[IslandName, () => ReactNode]> = [
  ['header', () => <Header />],
  ['home', () => <HomePage />],
];

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
          <NavigationProvider value={navigation}>
            <Hydrated name={name}>
              <Island />
            </Hydrated>
          </NavigationProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  }
});
