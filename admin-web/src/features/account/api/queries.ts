// The signed-in admin's account.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

type Me = ApiResponse<'/backendapi/api/me'>;

export const meQuery = queryOptions({ queryKey: queryKeys.account.all, queryFn: () => api.get('me').json<Me>() });
