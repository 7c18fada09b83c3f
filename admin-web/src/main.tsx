import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './lib/api';
import { notifyError } from './lib/notify';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter();

setUnauthorizedHandler(() => {
  queryClient.clear();
  notifyError('Your session has ended. Please log in again.');
  router.navigate({ to: '/admin/login' });
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
