// The browser app, started by entry-client once the first screen is painted: hydrates a prerendered page whatever its
// query (/offers renders a shared filter link's list after hydrating, docs/decisions/008), or renders in the browser
// when the page is the fallback shell (an offer not prerendered yet, a 404). Hydration runs as a transition, so React
// yields to the browser every few milliseconds instead of blocking it for the whole page.
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLocale } from './lib/i18n/load';
import { createAppRouter } from './router';

declare global {
  interface Window {
    $_TSR?: unknown;
  }
}

const router = createAppRouter(undefined, { locale: pageLocale() });
startTransition(() => {
  if (window.$_TSR) {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  } else {
    createRoot(document).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
});
