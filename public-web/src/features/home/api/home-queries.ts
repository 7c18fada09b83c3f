// Query-options factories for the home page's banners and categories, and the category click counter.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Banner = ApiResponse<'/backendapi/api/banners'>[number];
type ApiCategory = ApiResponse<'/backendapi/api/category'>[number];
/** Without its click counter, which no page shows. */
export type Category = Omit<ApiCategory, 'clicks'>;

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners'], queryFn: () => api.get('banners').json<Banner[]>() });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async (): Promise<Category[]> =>
      (await api.get('category').json<ApiCategory[]>()).map(({ clicks: _clicks, ...category }) => category),
  });

/** Kept alive past the page: the category's link loads the offers page as the click is sent. */
export function recordCategoryClick(id: string): Promise<unknown> {
  return api.put(`category/${encodeURIComponent(id)}/click`, { keepalive: true }).json();
}
