// One store's ads and their query keys (the store itself is read with the stores' storeQuery).
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type StoreAd = ApiResponse<'/backendapi/api/storeads/{storeId}'>[number];

export const storeAdKeys = {
  all: ['store-ads'] as const,
  list: (storeId: string) => [...storeAdKeys.all, 'list', storeId] as const,
};

export const storeAdsQuery = (storeId: string) =>
  queryOptions({
    queryKey: storeAdKeys.list(storeId),
    queryFn: () => api.get(`storeads/${storeId}`).json<StoreAd[]>(),
  });
