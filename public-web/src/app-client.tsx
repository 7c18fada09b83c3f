// The browser app, started by entry-client once the first screen is painted: hydrates a prerendered page, or renders
// in the browser when the page is the fallback shell (an offer not prerendered yet, a 404) or the address carries a
// query (a shared /offers filter link differs from its page). Hydration runs as a transition, so React yields to the
// browser every few milliseconds instead of blocking it for the whole page.
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

declare global {
  interface Window {
    $_TSR?: unknown;
  }
}

const router = createAppRouter();
startTransition(() => {
  if (window.$_TSR && window.location.search === '') {
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
