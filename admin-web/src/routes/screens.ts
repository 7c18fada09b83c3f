// The guarded screens: the path under /admin, the feature whose page it shows and, for a screen that keeps its state
// in the URL, the parser of its search params.
import { validateAdsReportSearch } from '../features/ads-report/search';
import { parseAuditSearch } from '../features/audit/search';
import { parseBannerSearch } from '../features/banners/search';
import { parseLocationSearch } from '../features/locations/search';
import { validateMessagesSearch } from '../features/messages/search';
import { parseOfferTypeSearch } from '../features/offer-types/search';
import { parseOwnerHomeSearch } from '../features/owner-home/search';
import { validateStoreOffersSearch } from '../features/store-offers/search';
import { validateStoreSearch } from '../features/stores/search';
import { adminScreen, lazyPage } from './admin';
import { homePage } from './home';

const StoresPage = lazyPage('stores', 'StoresPage');

/** /admin: the operator's dashboard, or a store owner's home (which keeps the store it shows in the URL). */
export const dashboardRoute = adminScreen(
  '/',
  homePage(lazyPage('dashboard', 'DashboardPage'), lazyPage('owner-home', 'OwnerHomePage')),
  parseOwnerHomeSearch,
);
export const profileRoute = adminScreen('profile', lazyPage('account', 'AccountPage'));
export const bannersRoute = adminScreen('banners', lazyPage('banners', 'BannersPage'), parseBannerSearch);
export const categoriesRoute = adminScreen('store-category', lazyPage('categories', 'CategoriesPage'));
export const offerTypesRoute = adminScreen(
  'offer-types',
  lazyPage('offer-types', 'OfferTypesPage'),
  parseOfferTypeSearch,
);
export const storesRoute = adminScreen('store', StoresPage, validateStoreSearch);
/** /admin/addstore: the store list with the Add Store form already open. */
export const addStoreRoute = adminScreen('addstore', StoresPage, validateStoreSearch);
export const storeOffersRoute = adminScreen(
  'storeads/$id',
  lazyPage('store-offers', 'StoreOffersPage'),
  validateStoreOffersSearch,
);
export const adsReportRoute = adminScreen(
  'adsreport',
  lazyPage('ads-report', 'AdsReportPage'),
  validateAdsReportSearch,
);
export const storeReportsRoute = adminScreen('storereports', lazyPage('store-reports', 'StoreReportsPage'));
export const messagesRoute = adminScreen('messages', lazyPage('messages', 'MessagesPage'), validateMessagesSearch);
/** The audit log keeps its filters and page in the URL, so a reload or a shared link shows the same entries. */
export const auditRoute = adminScreen('audit', lazyPage('audit', 'AuditPage'), parseAuditSearch);
/** Locations keep their search, district and page in the URL, like Stores. */
export const locationsRoute = adminScreen('locations', lazyPage('locations', 'LocationsPage'), parseLocationSearch);
/** The operator's queue of store owners' submissions. */
export const reviewRoute = adminScreen('review', lazyPage('review', 'ReviewPage'));
