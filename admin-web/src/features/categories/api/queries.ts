// Store categories: their query keys and the read of every category (the list screen and the stores' and ads
// report's category options).
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQueries } from '../../../lib/list-queries';

export type Category = ApiResponse<'/backendapi/api/category'>[number];

const categories = listQueries('categories', () => api.get('category').json<Category[]>());

export const categoryKeys = categories.keys;
export const categoriesQuery = categories.query();
