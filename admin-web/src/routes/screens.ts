// The guarded screens; each one's code is its own chunk, loaded when first opened.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBannerSearch } from '../features/banners/search';
import { validateMessagesSearch } from '../features/messages/search';
import { parseOfferTypeSearch } from '../features/offer-types/search';
import { validateStoreAdsSearch } from '../features/store-ads/search';
import { adminRoute } from './admin';

export const dashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage'),
});

export const profileRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'profile',
  component: lazyRouteComponent(() => import('../features/account/components/account-page'), 'AccountPage'),
});

export const bannersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'banners',
  validateSearch: parseBannerSearch,
  component: lazyRouteComponent(() => import('../features/banners/components/banners-page'), 'BannersPage'),
});

export const categoriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'store-category',
  component: lazyRouteComponent(() => import('../features/categories/components/categories-page'), 'CategoriesPage'),
});

export const offerTypesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'offer-types',
  validateSearch: parseOfferTypeSearch,
  component: lazyRouteComponent(() => import('../features/offer-types/components/offer-types-page'), 'OfferTypesPage'),
});

export const storeAdsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'storeads/$id',
  validateSearch: validateStoreAdsSearch,
  component: lazyRouteComponent(() => import('../features/store-ads/components/store-ads-page'), 'StoreAdsPage'),
});

export const storeReportsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'storereports',
  component: lazyRouteComponent(
    () => import('../features/store-reports/components/store-reports-page'),
    'StoreReportsPage',
  ),
});

export const messagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'messages',
  validateSearch: validateMessagesSearch,
  component: lazyRouteComponent(() => import('../features/messages/components/messages-page'), 'MessagesPage'),
});
