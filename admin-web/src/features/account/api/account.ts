import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Me = ApiResponse<'/backendapi/api/me'>;

export const meQuery = queryOptions({ queryKey: ['me'] as const, queryFn: () => api.get('me').json<Me>() });

export function resetPassword(body: ApiBody<'/backendapi/api/reset-password', 'put'>) {
  return api.put('reset-password', { json: body }).json<{ message: string }>();
}
