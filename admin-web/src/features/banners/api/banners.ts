import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Banner = ApiResponse<'/backendapi/api/banners'>[number];

export const bannerKeys = { all: ['banners'] as const };

export const bannersQuery = queryOptions({
  queryKey: bannerKeys.all,
  queryFn: () => api.get('banners').json<Banner[]>(),
});

export function createBanner(form: FormData) {
  return api.post('banners', { body: form }).json<Banner>();
}

export function deleteBanner(id: string) {
  return api.delete(`banners/${id}`).json<{ message: string }>();
}
