import { createRootRoute, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { useDocumentTitle } from '../lib/document-title';

const TOAST_TOP = 64;

function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <main className="content">
      <h1>Page not found</h1>
      <a href="/admin">Back to the dashboard</a>
    </main>
  );
}

export const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      {/* Below the 52 px top bar, so a toast never covers its menu button while it shows. */}
      <Toaster
        position="top-right"
        duration={5000}
        richColors
        closeButton
        offset={{ top: TOAST_TOP, right: 16 }}
        mobileOffset={{ top: TOAST_TOP, left: 12, right: 12 }}
      />
    </>
  ),
  notFoundComponent: NotFound,
});
