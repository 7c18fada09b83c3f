import { createRouter } from '@tanstack/react-router';
import { adminRoute } from './routes/admin';
import { inviteRoute, loginRoute, resetPasswordRoute } from './routes/login';
import { rootRoute } from './routes/root';
import {
  addStoreRoute,
  adsReportRoute,
  auditRoute,
  bannersRoute,
  categoriesRoute,
  dashboardRoute,
  locationsRoute,
  messagesRoute,
  offerTypesRoute,
  profileRoute,
  reviewRoute,
  storeOffersRoute,
  storeReportsRoute,
  storesRoute,
} from './routes/screens';

const routeTree = rootRoute.addChildren([
  loginRoute,
  inviteRoute,
  resetPasswordRoute,
  adminRoute.addChildren([
    dashboardRoute,
    profileRoute,
    storesRoute,
    addStoreRoute,
    bannersRoute,
    categoriesRoute,
    offerTypesRoute,
    storeOffersRoute,
    adsReportRoute,
    locationsRoute,
    storeReportsRoute,
    messagesRoute,
    auditRoute,
    reviewRoute,
  ]),
]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
