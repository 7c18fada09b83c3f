// One store's ads and their query keys (the store itself is read with the stores' storeQuery).
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQueries } from '../../../lib/list-queries';

export type StoreAd = ApiResponse<'/backendapi/api/storeads/{storeId}'>[number];

const storeAds = listQueries('store-ads', (storeId: string) => api.get(`storeads/${storeId}`).json<StoreAd[]>());

export const storeAdKeys = storeAds.keys;
export const storeAdsQuery = storeAds.query;
