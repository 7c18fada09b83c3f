import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

export type LoginBody = ApiBody<'/backendapi/api/login', 'post'>;
type LoginResult = ApiResponse<'/backendapi/api/login', 'post'>;

export function login(body: LoginBody) {
  return api.post('login', { json: body }).json<LoginResult>();
}

/** Revokes the token on the server; the caller forgets it locally whatever the answer. */
export async function logout(): Promise<void> {
  await api.post('logout').catch(() => undefined);
}
