import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

export type LoginBody = ApiBody<'/backendapi/api/login', 'post'>;
export type LoginResult = ApiResponse<'/backendapi/api/login', 'post'>;

export function login(body: LoginBody) {
  return api.post('login', { json: body }).json<LoginResult>();
}
