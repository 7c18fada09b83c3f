// Browser entry: hydrates a prerendered page, or renders in the browser when the page is the fallback shell (an offer
// not prerendered yet, a 404) or the address carries a query (a shared /offers filter link differs from its page).
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles.css';

declare global {
  interface Window {
    $_TSR?: unknown;
  }
}

const router = createAppRouter();
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
