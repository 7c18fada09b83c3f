// A store's owners and pending invites, as the operator manages them on the store's screen.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export type StoreOwners = ApiResponse<'/backendapi/api/stores/{id}/owners'>;
export type OwnerInvite = ApiResponse<'/backendapi/api/stores/{id}/owner-invites', 'post'>;

export const storeOwnersQuery = (storeId: string) =>
  queryOptions({
    queryKey: queryKeys.storeOwners.of(storeId),
    queryFn: () => api.get(`stores/${storeId}/owners`).json<StoreOwners>(),
  });

/** Invites the e-mail (a new link replaces a pending one); the answer carries the link, shown once. */
export function inviteOwner(storeId: string, email: string) {
  return api.post(`stores/${storeId}/owner-invites`, { json: { email } }).json<OwnerInvite>();
}

export function revokeInvite(storeId: string, inviteId: string) {
  return api.delete(`stores/${storeId}/owner-invites/${inviteId}`).json();
}

/** Takes the store from the owner, who is signed out everywhere. */
export function revokeOwner(storeId: string, userId: string) {
  return api.delete(`stores/${storeId}/owners/${userId}`).json();
}
