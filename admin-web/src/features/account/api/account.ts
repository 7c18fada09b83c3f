// Changing the signed-in admin's password.
import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { renewToken } from '../../../lib/session';

type ResetPasswordResult = ApiResponse<'/backendapi/api/reset-password', 'put'>;

/** Changing the password ends every session, this one included; the answer carries this session's new token. */
export async function resetPassword(body: ApiBody<'/backendapi/api/reset-password', 'put'>) {
  const result = await api.put('reset-password', { json: body }).json<ResetPasswordResult>();
  renewToken(result.token);
  return result;
}
