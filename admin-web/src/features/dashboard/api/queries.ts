// The dashboard's figures and their query keys: store and ad totals, the three counters and their daily history.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COUNTER_PATHS, type CounterName, type DailyStats } from './dashboard';

type Count = ApiResponse<'/backendapi/api/getincrement'>;
type StoreList = ApiResponse<'/backendapi/api/Store'>;
type AdList = ApiResponse<'/backendapi/api/storeads/adswithstoreadmin'>;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  counter: (name: CounterName | 'stores' | 'total-ads') => [...dashboardKeys.all, 'counter', name] as const,
  daily: () => [...dashboardKeys.all, 'daily'] as const,
};

export const counterQuery = (name: CounterName) =>
  queryOptions({
    queryKey: dashboardKeys.counter(name),
    queryFn: async () => (await api.get(COUNTER_PATHS[name].read).json<Count>()).count,
  });

export const storeCountQuery = queryOptions({
  queryKey: dashboardKeys.counter('stores'),
  queryFn: async () => (await api.get('Store', { searchParams: { limit: 1 } }).json<StoreList>()).totalStores,
});

export const adCountQuery = queryOptions({
  queryKey: dashboardKeys.counter('total-ads'),
  queryFn: async () =>
    (await api.get('storeads/adswithstoreadmin', { searchParams: { limit: 1 } }).json<AdList>()).totalAds,
});

export const dailyStatsQuery = queryOptions({
  queryKey: dashboardKeys.daily(),
  queryFn: async () => (await api.get('stats/daily', { searchParams: { days: 30 } }).json<{ days: DailyStats }>()).days,
});
