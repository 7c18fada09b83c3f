// The audit log keeps its filters and page in the URL, so a reload or a shared link shows the same entries.
import { intParam, textParam } from '../../lib/search-params';
import type { AuditAction, AuditItemType } from './api/queries';
import { ACTION_LABELS, ITEM_TYPE_LABELS } from './labels';

interface AuditSearch {
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

export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  return {
    itemType: oneOf(ITEM_TYPE_LABELS, search.itemType),
    action: oneOf(ACTION_LABELS, search.action),
    from: dayParam(search.from),
    to: dayParam(search.to),
    page: intParam(search.page, 1),
  };
}
