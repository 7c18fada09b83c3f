// Bulk calls: one request for every item the admin selected, answered with one message for the toast.
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from './api';

type BulkResult = ApiResponse<'/backendapi/api/storeads/bulk/delete', 'post'>;

export function bulkDeleteOffers(ids: readonly string[]) {
  return api.post('storeads/bulk/delete', { json: { ids } }).json<BulkResult>();
}

export function bulkExtendOffers(ids: readonly string[], days: number) {
  return api.post('storeads/bulk/extend', { json: { ids, days } }).json<BulkResult>();
}

export function bulkDeleteStores(ids: readonly string[]) {
  return api.post('Store/bulk/delete', { json: { ids } }).json<BulkResult>();
}

/** Pauses (hides from the public site) or resumes offers. */
export function bulkPauseOffers(ids: readonly string[], paused = true) {
  return api.post(paused ? 'storeads/bulk/pause' : 'storeads/bulk/resume', { json: { ids } }).json<BulkResult>();
}
