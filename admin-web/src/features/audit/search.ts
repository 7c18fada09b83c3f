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

/** A day of the calendar as YYYY-MM-DD: Date.parse alone takes 2026-02-30 (as 2 March), which the API refuses. */
function dayParam(value: unknown): string | undefined {
  const text = textParam(value);
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text) ? text : undefined;
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
