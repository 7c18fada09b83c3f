// The dashboard's figures: store and ad totals, the three counters and their daily history.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type DailyStats = ApiResponse<'/backendapi/api/stats/daily'>['days'];
type Count = ApiResponse<'/backendapi/api/getincrement'>;
type StoreList = ApiResponse<'/backendapi/api/Store'>;
type AdList = ApiResponse<'/backendapi/api/storeads/adswithstoreadmin'>;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  counter: (name: string) => ['dashboard', 'counter', name] as const,
  daily: ['dashboard', 'daily'] as const,
};

/** The counters the admin reads and resets: the API's counters but the per-offer views. */
export type CounterName = Exclude<keyof DailyStats[number], 'date' | 'adViews'>;

const COUNTER_PATHS: Record<CounterName, { read: string; reset: string }> = {
  visitors: { read: 'getincrement', reset: 'reset' },
  categoryClicks: { read: 'categorycount', reset: 'categoryreset' },
  adClicks: { read: 'adscount', reset: 'adsreset' },
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
  queryKey: dashboardKeys.daily,
  queryFn: async () => (await api.get('stats/daily', { searchParams: { days: 30 } }).json<{ days: DailyStats }>()).days,
});

export function resetCounter(name: CounterName) {
  return api.post(COUNTER_PATHS[name].reset).json<unknown>();
}
