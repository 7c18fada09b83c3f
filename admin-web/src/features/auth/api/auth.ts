import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

export type LoginBody = ApiBody<'/backendapi/api/login', 'post'>;
export type LoginResult = ApiResponse<'/backendapi/api/login', 'post'>;

export function login(body: LoginBody) {
  return api.post('login', { json: body }).json<LoginResult>();
}

/** Revokes the token on the server; the caller forgets it locally whatever the answer. */
export async function logout(): Promise<void> {
  await api.post('logout').catch(() => undefined);
}

export type InviteView = ApiResponse<'/backendapi/api/invites/{token}'>;

/** Which store and e-mail an invite link is for (404 unknown, 410 used or expired). */
export function getInvite(token: string) {
  return api.get(`invites/${encodeURIComponent(token)}`).json<InviteView>();
}

/** Accepting an invite signs the owner in, as login does. */
export function acceptInvite(token: string, password: string) {
  return api.post(`invites/${encodeURIComponent(token)}/accept`, { json: { password } }).json<LoginResult>();
}

/** Always answered 202: whether the e-mail has an account is not told. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('password-resets', { json: { email } });
}

/** Sets the password through a reset link and signs the account in anew. */
export function resetPasswordByLink(token: string, password: string) {
  return api.post(`password-resets/${encodeURIComponent(token)}`, { json: { password } }).json<LoginResult>();
}
