// Store categories: the read of every category (the list screen and the stores' and ads
// report's category options).
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';

export type Category = ApiResponse<'/backendapi/api/category'>[number];

export const categoriesQuery = listQuery(queryKeys.categories, () => api.get('category').json<Category[]>())();
