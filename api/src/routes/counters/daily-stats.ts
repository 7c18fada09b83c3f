// The per-day counts of the last N region days, oldest first, with a zero for every day and event not recorded.
import { addDays } from '../../lib/region-time.js';
import type { DailyCounters } from '../../services/daily-counters.js';
import type { DailyRow } from './schema.js';

export function dailyStats(counters: DailyCounters, today: string, days: number): DailyRow[] {
  const from = addDays(today, 1 - days);
  const rows = new Map<string, DailyRow>();
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(from, offset);
    rows.set(date, { date, visitors: 0, categoryClicks: 0, adClicks: 0, adViews: 0 });
  }
  for (const { day, name, value } of counters.range(from, today)) {
    const row = rows.get(day);
    if (row && name in row) row[name] = value;
  }
  return [...rows.values()];
}
