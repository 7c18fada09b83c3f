import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { renewToken } from '../../../lib/session';

type Me = ApiResponse<'/backendapi/api/me'>;

export const meQuery = queryOptions({ queryKey: ['me'] as const, queryFn: () => api.get('me').json<Me>() });

type ResetPasswordResult = ApiResponse<'/backendapi/api/reset-password', 'put'>;

/** Changing the password ends every session, this one included; the answer carries this session's new token. */
export async function resetPassword(body: ApiBody<'/backendapi/api/reset-password', 'put'>) {
  const result = await api.put('reset-password', { json: body }).json<ResetPasswordResult>();
  renewToken(result.token);
  return result;
}
