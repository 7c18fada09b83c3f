// The audit log: one page of entries for the filters.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { compact } from '../../../lib/search-params';

export type AuditList = ApiResponse<'/backendapi/api/audit'>;
export type AuditEntry = AuditList['data'][number];
export type AuditItemType = AuditEntry['itemType'];
export type AuditAction = AuditEntry['action'];
export type AuditFilters = ApiQuery<'/backendapi/api/audit'>;

// Every admin write and every sign-in (this admin's or another's) adds an entry, so the log is read afresh each time
// it is opened instead of each write having to say so.
export const auditPageQuery = listQuery(
  queryKeys.audit,
  (filters: AuditFilters) => api.get('audit', { searchParams: compact(filters) }).json<AuditList>(),
  { paged: true, staleTime: 0 },
);
