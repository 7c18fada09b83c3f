// Old links (/offer/{id}) keep working: they redirect to the detail page.
import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';

export const offerRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offer/$id',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/offerdetails/$id', params: { id: params.id }, replace: true });
  },
});
