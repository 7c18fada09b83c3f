// One store's ads (the store itself is read with the stores' storeQuery).
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';

export type StoreAd = ApiResponse<'/backendapi/api/storeads/{storeId}'>[number];

export const storeAdsQuery = listQuery(queryKeys.storeAds, (storeId: string) =>
  api.get(`storeads/${storeId}`).json<StoreAd[]>(),
);
