// The audit log keeps its filters and page in the URL, so a reload or a shared link shows the same entries.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ACTION_LABELS, type AuditAction, type AuditItemType, ITEM_TYPE_LABELS } from '../features/audit/api/audit';
import { intParam, textParam } from '../lib/search-params';
import { adminRoute } from './admin';

export interface AuditSearch {
  itemType?: AuditItemType;
  action?: AuditAction;
  from?: string;
  to?: string;
  page?: number;
}

function oneOf<T extends string>(labels: Record<T, string>, value: unknown): T | undefined {
  const text = textParam(value);
  return text !== undefined && Object.hasOwn(labels, text) ? (text as T) : undefined;
}

function dayParam(value: unknown): string | undefined {
  const text = textParam(value);
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
}

export const auditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'audit',
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    itemType: oneOf(ITEM_TYPE_LABELS, search.itemType),
    action: oneOf(ACTION_LABELS, search.action),
    from: dayParam(search.from),
    to: dayParam(search.to),
    page: intParam(search.page, 1),
  }),
  component: lazyRouteComponent(() => import('../features/audit/components/audit-page'), 'AuditPage'),
});
