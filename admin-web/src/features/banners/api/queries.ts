// Home-page banners: their query key and the read of every banner.
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQueries } from '../../../lib/list-queries';

export type Banner = ApiResponse<'/backendapi/api/banners/all'>[number];
export type BannerLink = NonNullable<Banner['link']>;

const banners = listQueries('banners', () => api.get('banners/all').json<Banner[]>());

export const bannerKeys = banners.keys;
/** Every banner, scheduled and ended ones too (the public call lists only today's). */
export const bannersQuery = banners.query();
