// The audit log: its query keys and one page of entries for the filters.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compact } from '../../../lib/search-params';

export type AuditList = ApiResponse<'/backendapi/api/audit'>;
export type AuditEntry = AuditList['data'][number];
export type AuditItemType = AuditEntry['itemType'];
export type AuditAction = AuditEntry['action'];
export type AuditFilters = ApiQuery<'/backendapi/api/audit'>;

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

export const auditPageQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: () => api.get('audit', { searchParams: compact(filters) }).json<AuditList>(),
    placeholderData: keepPreviousData,
    // Every admin write and every sign-in (this admin's or another's) adds an entry, so the log is read afresh
    // each time it is opened instead of each write having to say so.
    staleTime: 0,
  });
