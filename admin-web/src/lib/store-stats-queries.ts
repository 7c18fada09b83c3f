// A store's visitor stats (GET /stats/stores/{id}): its events per day and its offers' totals. Operator-only today;
// the owner's dashboard will read the same call once accounts have roles.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

export type StoreStats = ApiResponse<'/backendapi/api/stats/stores/{id}'>;

export const storeStatsQuery = (storeId: string, days = 30) =>
  queryOptions({
    queryKey: queryKeys.storeStats.of(storeId, days),
    queryFn: () => api.get(`stats/stores/${storeId}`, { searchParams: { days } }).json<StoreStats>(),
  });
