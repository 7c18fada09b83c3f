// Store categories: their query keys and the read of every category (the list screen and the stores' and ads
// report's category options).
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Category = ApiResponse<'/backendapi/api/category'>[number];

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: categoryKeys.list(),
  queryFn: () => api.get('category').json<Category[]>(),
});
