// The dashboard's figures: store and ad totals, the three counters and their daily history.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { COUNTER_PATHS, type CounterName, type DailyStats } from './dashboard';

type Count = ApiResponse<'/backendapi/api/getincrement'>;
type StoreList = ApiResponse<'/backendapi/api/Store'>;
type OfferList = ApiResponse<'/backendapi/api/storeads/adswithstoreadmin'>;

export const counterQuery = (name: CounterName) =>
  queryOptions({
    queryKey: queryKeys.dashboard.counter(name),
    queryFn: async () => (await api.get(COUNTER_PATHS[name].read).json<Count>()).count,
  });

export const storeCountQuery = queryOptions({
  queryKey: queryKeys.dashboard.counter('stores'),
  queryFn: async () => (await api.get('Store', { searchParams: { limit: 1 } }).json<StoreList>()).totalStores,
});

export const offerCountQuery = queryOptions({
  queryKey: queryKeys.dashboard.counter('total-ads'),
  queryFn: async () =>
    (await api.get('storeads/adswithstoreadmin', { searchParams: { limit: 1 } }).json<OfferList>()).totalAds,
});

export const dailyStatsQuery = queryOptions({
  queryKey: queryKeys.dashboard.daily(),
  queryFn: async () => (await api.get('stats/daily', { searchParams: { days: 30 } }).json<{ days: DailyStats }>()).days,
});
