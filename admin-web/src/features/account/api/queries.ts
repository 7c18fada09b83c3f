// The signed-in admin's account and its query key.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Me = ApiResponse<'/backendapi/api/me'>;

export const accountKeys = {
  me: ['me'] as const,
};

export const meQuery = queryOptions({ queryKey: accountKeys.me, queryFn: () => api.get('me').json<Me>() });
