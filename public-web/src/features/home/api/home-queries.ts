// Query-options factories for the home page's banners and categories, and the category click counter.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Banner = ApiResponse<'/backendapi/api/banners'>[number];
export type Category = ApiResponse<'/backendapi/api/category'>[number];

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners'], queryFn: () => api.get('banners').json<Banner[]>() });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: () => api.get('category').json<Category[]>() });

export function recordCategoryClick(id: string): Promise<unknown> {
  return api.put(`category/${encodeURIComponent(id)}/click`).json();
}
