import { createRootRoute, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';

export const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Toaster position="top-right" duration={5000} richColors closeButton />
    </>
  ),
  notFoundComponent: () => (
    <main className="content">
      <h1>Page not found</h1>
      <a href="/admin">Back to the dashboard</a>
    </main>
  ),
});
