import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAdsReportSearch } from '../features/ads-report/search';
import { adminRoute } from './admin';

export const adsReportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'adsreport',
  validateSearch: validateAdsReportSearch,
  component: lazyRouteComponent(() => import('../features/ads-report/components/ads-report-page'), 'AdsReportPage'),
});
