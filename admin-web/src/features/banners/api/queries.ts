// Home-page banners: the read of every banner.
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';

export type Banner = ApiResponse<'/backendapi/api/banners/all'>[number];
export type BannerLink = NonNullable<Banner['link']>;

/** Every banner, scheduled and ended ones too (the public call lists only today's). */
export const bannersQuery = listQuery(queryKeys.banners, () => api.get('banners/all').json<Banner[]>())();
