// Per-day event counts (visitors, category clicks, ad clicks, ad views) in REGION_TZ days; never reset, for charts.
import type { Db } from '../db/client.js';
import { regionDay } from '../lib/region-time.js';
import type { CounterName } from '../routes/counters/schema.js';

export class DailyCounters {
  private readonly increment;

  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {
    this.increment = db.$client.prepare(
      `INSERT INTO daily_counters (day, name, value) VALUES (?, ?, 1)
       ON CONFLICT(day, name) DO UPDATE SET value = value + 1`,
    );
  }

  record(name: CounterName): void {
    this.increment.run(regionDay(this.timeZone), name);
  }

  /** Values per day for the given days (YYYY-MM-DD, inclusive). */
  range(from: string, to: string): Array<{ day: string; name: CounterName; value: number }> {
    return this.db.$client
      .prepare('SELECT day, name, value FROM daily_counters WHERE day BETWEEN ? AND ? ORDER BY day')
      .all(from, to) as Array<{ day: string; name: CounterName; value: number }>;
  }
}
