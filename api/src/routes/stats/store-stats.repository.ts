// SQL of a store's stats: its events per day and each of its offers' events over a window of days.
import { VISITOR_EVENTS, type VisitorEvent } from '@offerboard/shared-types/rules';
import type Database from 'better-sqlite3';
import { addDays } from '../../lib/region-time.js';
import type { EventCountsRow, StoreStatsAnswer } from './schema.js';

const zeros = (): EventCountsRow => Object.fromEntries(VISITOR_EVENTS.map((type) => [type, 0])) as EventCountsRow;

export class StoreStatsRepository {
  private readonly statements;

  constructor(sqlite: Database.Database) {
    this.statements = {
      storeExists: sqlite.prepare('SELECT 1 FROM stores WHERE id = ?'),
      days: sqlite.prepare('SELECT day, type, count FROM store_daily_stats WHERE store_id = ? AND day BETWEEN ? AND ?'),
      offers: sqlite.prepare(
        `SELECT a.id, a.title, s.type, sum(s.count) AS count
         FROM ads a LEFT JOIN offer_daily_stats s ON s.ad_id = a.id AND s.day BETWEEN ? AND ?
         WHERE a.store_id = ?
         GROUP BY a.id, s.type`,
      ),
    };
  }

  /** The `days` days ending `today`, or undefined when there is no such store. */
  read(storeId: number, today: string, days: number): StoreStatsAnswer | undefined {
    if (!this.statements.storeExists.get(storeId)) return undefined;
    const from = addDays(today, 1 - days);
    const perDay = new Map<string, StoreStatsAnswer['days'][number]>();
    for (let offset = 0; offset < days; offset++) {
      const date = addDays(from, offset);
      perDay.set(date, { date, ...zeros() });
    }
    const totals = zeros();
    const dayRows = this.statements.days.all(storeId, from, today) as Array<{
      day: string;
      type: VisitorEvent;
      count: number;
    }>;
    for (const { day, type, count } of dayRows) {
      const row = perDay.get(day);
      if (row) row[type] += count;
      totals[type] += count;
    }
    const offers = new Map<number, StoreStatsAnswer['offers'][number]>();
    const offerRows = this.statements.offers.all(from, today, storeId) as Array<{
      id: number;
      title: string;
      type: VisitorEvent | null;
      count: number | null;
    }>;
    for (const { id, title, type, count } of offerRows) {
      const offer = offers.get(id) ?? { _id: String(id), title, ...zeros() };
      if (type && count) offer[type] += count;
      offers.set(id, offer);
    }
    const byViews = [...offers.values()].sort(
      (a, b) => b.view - a.view || total(b) - total(a) || a.title.localeCompare(b.title),
    );
    return { from, to: today, days: [...perDay.values()], totals, offers: byViews };
  }
}

function total(counts: EventCountsRow): number {
  return VISITOR_EVENTS.reduce((sum, type) => sum + counts[type], 0);
}
