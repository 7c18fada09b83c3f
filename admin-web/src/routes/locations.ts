// Locations keep their search, district and page in the URL, like Stores, so a reload or a new row keeps the view.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseLocationSearch } from '../features/locations/search';
import { adminRoute } from './admin';

export const locationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'locations',
  validateSearch: parseLocationSearch,
  component: lazyRouteComponent(() => import('../features/locations/components/locations-page'), 'LocationsPage'),
});
