// The audit log: one page of entries for the filters, and the words the screen uses for item types and actions.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compact } from '../../../lib/search-params';

export type AuditList = ApiResponse<'/backendapi/api/audit'>;
export type AuditEntry = AuditList['data'][number];
export type AuditItemType = AuditEntry['itemType'];
export type AuditAction = AuditEntry['action'];
export type AuditFilters = ApiQuery<'/backendapi/api/audit'>;

export const ITEM_TYPE_LABELS: Record<AuditItemType, string> = {
  store: 'Store',
  offer: 'Offer',
  banner: 'Banner',
  category: 'Category',
  location: 'Location',
  offerType: 'Offer type',
  message: 'Message',
  admin: 'Admin account',
  counter: 'Counter',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'bulk-delete': 'Deleted (bulk)',
  'bulk-extend': 'Extended (bulk)',
  'bulk-pause': 'Paused (bulk)',
  'bulk-resume': 'Resumed (bulk)',
  duplicate: 'Duplicated',
  import: 'Imported',
  reset: 'Reset',
  'mark-read': 'Marked read',
  'password-change': 'Password changed',
  login: 'Signed in',
  'login-failed': 'Failed sign-in',
  logout: 'Signed out',
};

export const auditKeys = { page: (filters: AuditFilters) => ['audit', filters] as const };

export const auditPageQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.page(filters),
    queryFn: () => api.get('audit', { searchParams: compact(filters) }).json<AuditList>(),
    placeholderData: keepPreviousData,
  });
