import { createRouter } from '@tanstack/react-router';
import { adminRoute } from './routes/admin';
import { adsReportRoute } from './routes/ads-report';
import { auditRoute } from './routes/audit';
import { locationsRoute } from './routes/locations';
import { loginRoute } from './routes/login';
import { rootRoute } from './routes/root';
import {
  bannersRoute,
  categoriesRoute,
  dashboardRoute,
  messagesRoute,
  offerTypesRoute,
  profileRoute,
  storeAdsRoute,
  storeReportsRoute,
} from './routes/screens';
import { addStoreRoute, storesRoute } from './routes/stores';

const routeTree = rootRoute.addChildren([
  loginRoute,
  adminRoute.addChildren([
    dashboardRoute,
    profileRoute,
    storesRoute,
    addStoreRoute,
    bannersRoute,
    categoriesRoute,
    offerTypesRoute,
    storeAdsRoute,
    adsReportRoute,
    locationsRoute,
    storeReportsRoute,
    messagesRoute,
    auditRoute,
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
