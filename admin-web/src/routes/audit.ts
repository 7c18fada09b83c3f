// The audit log keeps its filters and page in the URL, so a reload or a shared link shows the same entries.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseAuditSearch } from '../features/audit/search';
import { adminRoute } from './admin';

export const auditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'audit',
  validateSearch: parseAuditSearch,
  component: lazyRouteComponent(() => import('../features/audit/components/audit-page'), 'AuditPage'),
});
