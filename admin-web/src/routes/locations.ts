// Locations keep their search, district and page in the URL, like Stores, so a reload or a new row keeps the view.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { intParam, textParam } from '../lib/search-params';
import { adminRoute } from './admin';

export interface LocationSearch {
  search?: string;
  district?: string;
  page?: number;
}

export const locationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'locations',
  validateSearch: (search: Record<string, unknown>): LocationSearch => ({
    search: textParam(search.search),
    district: textParam(search.district),
    page: intParam(search.page, 1),
  }),
  component: lazyRouteComponent(() => import('../features/locations/components/locations-page'), 'LocationsPage'),
});
