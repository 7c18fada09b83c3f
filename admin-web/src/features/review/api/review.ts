// The operator's review queue of store owners' submissions: read it, approve one, reject one with a reason.
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

export type ReviewQueue = ApiResponse<'/backendapi/api/review'>;
export type ReviewItem = ReviewQueue['items'][number];

export function readQueue() {
  return api.get('review').json<ReviewQueue>();
}

export function approve(id: string) {
  return api.post(`review/${id}/approve`).json<{ message: string }>();
}

export function reject(id: string, reason: string) {
  return api.post(`review/${id}/reject`, { json: { reason } }).json<{ message: string }>();
}
