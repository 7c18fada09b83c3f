// The dashboard's counters: which call reads each one and which resets it.
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';

export type DailyStats = ApiResponse<'/backendapi/api/stats/daily'>['days'];

/** The counters the admin reads and resets: the API's counters but the per-offer views. */
export type CounterName = Exclude<keyof DailyStats[number], 'date' | 'adViews'>;

export const COUNTER_PATHS: Record<CounterName, { read: string; reset: string }> = {
  visitors: { read: 'getincrement', reset: 'reset' },
  categoryClicks: { read: 'categorycount', reset: 'categoryreset' },
  adClicks: { read: 'adscount', reset: 'adsreset' },
};

export function resetCounter(name: CounterName) {
  return api.post(COUNTER_PATHS[name].reset).json<unknown>();
}
