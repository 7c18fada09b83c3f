// Home-page banners: their query key and the read of every banner.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Banner = ApiResponse<'/backendapi/api/banners/all'>[number];
export type BannerLink = NonNullable<Banner['link']>;

export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};

/** Every banner, scheduled and ended ones too (the public call lists only today's). */
export const bannersQuery = queryOptions({
  queryKey: bannerKeys.list(),
  queryFn: () => api.get('banners/all').json<Banner[]>(),
});
