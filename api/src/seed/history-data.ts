// Two years of the past for the bench's `--history` dataset: shops that have since closed beside today's, ended
// offers spread over the days, the site's daily counters, visitors' events per offer and store per day (what
// POST /events leaves after two years), and the audit log's retained half year.
import { addDays } from '../lib/region-time.js';
import { type BenchPools, type BenchStore, insertBenchOffer, insertBenchStore } from './bench-data.js';
import { dayEvents } from './demo-stats.js';
import { DAY_MS } from './offer-timing.js';
import type { SeedRepository } from './seed.repository.js';
import { SeededRandom } from './seeded-random.js';

const HISTORY_SEED = 0x00be9c50;
/** The daily counters' names (routes/counters/schema.ts) and the range of a day's value of each. */
const DAILY_COUNTERS: ReadonlyArray<[string, number, number]> = [
  ['visitors', 300, 1500],
  ['categoryClicks', 20, 200],
  ['adClicks', 50, 400],
  ['adViews', 500, 3000],
];
/** How long the audit log keeps entries (services/audit-log.ts removes older ones nightly). */
const AUDIT_DAYS = 180;
const AUDIT_TYPES = ['store', 'offer', 'banner', 'category', 'location', 'offerType'];
const AUDIT_ACTIONS = ['create', 'update', 'delete', 'bulk-extend'];
const TAPS = ['whatsapp', 'call', 'directions', 'share', 'save'] as const;

export interface HistorySize {
  /** Stores in all, today's included. */
  stores: number;
  /** Offers that ended within the last `days` days, besides today's catalog. */
  endedOffers: number;
  days: number;
  /** Audit entries per day over the 180 days the log keeps. */
  auditPerDay: number;
}

/** Two years of a busy regional directory: 20 million visitors' events in all. */
export const TWO_YEARS: HistorySize = { stores: 5000, endedOffers: 200_000, days: 730, auditPerDay: 200 };

export interface HistoryCounts {
  /** Stores added (closed shops: no offer of theirs runs today). */
  stores: number;
  endedOffers: number;
  offerStatsRows: number;
  storeStatsRows: number;
  /** Visitors' events the stats rows count. */
  events: number;
  dailyCounters: number;
  auditEntries: number;
}

interface HistoryContext extends HistorySize {
  today: string;
  now: Date;
  districts: string[];
}

/** The days of the history, oldest first, with their index and whether each is a weekend. */
function calendar(first: string, today: string) {
  const days: string[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) days.push(day);
  return { days, index: new Map(days.map((day, i) => [day, i])) };
}

/**
 * Each offer's views and taps on the days it ran within the history (busiest days vary by offer), and each store's
 * sums of its offers' per day and type; returns the rows and events written.
 */
function seedStats(
  repository: SeedRepository,
  random: SeededRandom,
  storeIds: number[],
  first: string,
  today: string,
): { offerRows: number; storeRows: number; events: number } {
  const { days, index } = calendar(first, today);
  let offerRows = 0;
  let storeRows = 0;
  let events = 0;
  for (const storeId of storeIds) {
    const storeCounts = new Map<string, number>();
    for (const offer of repository.offersOfStore(storeId)) {
      const from = index.get(offer.startDate < first ? first : offer.startDate);
      const to = index.get(offer.endDate > today ? today : offer.endDate);
      if (from === undefined || to === undefined) continue;
      const busiest = random.int(5, 9);
      for (let i = from; i <= to; i++) {
        const day = days[i] as string;
        for (const [type, count] of dayEvents(random, day, busiest, [...TAPS])) {
          if (count === 0) continue;
          repository.insertOfferStats(offer.id, day, type, count);
          const key = `${day}|${type}`;
          storeCounts.set(key, (storeCounts.get(key) ?? 0) + count);
          offerRows++;
          events += count;
        }
      }
    }
    for (const [key, count] of storeCounts) {
      const [day = '', type] = key.split('|');
      repository.insertStoreStats(storeId, day, type as (typeof TAPS)[number], count);
      storeRows++;
    }
  }
  return { offerRows, storeRows, events };
}

function seedCounters(repository: SeedRepository, random: SeededRandom, first: string, today: string): number {
  let rows = 0;
  for (let day = first; day <= today; day = addDays(day, 1)) {
    for (const [name, low, high] of DAILY_COUNTERS) {
      repository.insertDailyCounter(day, name, random.int(low, high));
      rows++;
    }
  }
  return rows;
}

/** The log's retained half year: every item type and action, newest last. */
function seedAudit(repository: SeedRepository, perDay: number, now: Date): number {
  const entries = AUDIT_DAYS * perDay;
  for (let i = 0; i < entries; i++) {
    repository.insertAudit({
      at: now.getTime() - Math.floor(((entries - i) / entries) * AUDIT_DAYS * DAY_MS),
      action: AUDIT_ACTIONS[i % AUDIT_ACTIONS.length] ?? 'update',
      itemType: AUDIT_TYPES[i % AUDIT_TYPES.length] ?? 'offer',
      itemId: String((i % 5000) + 1),
      itemName: `Item ${i % 5000}`,
      changes: JSON.stringify({ endDate: ['2026-01-01', '2026-01-08'] }),
    });
  }
  return entries;
}

/**
 * The history of a bench catalog being seeded (in its transaction), in the order a directory gathered it, so ids and
 * creation times grow as they would after two years: `closedStores` first (stores up to `stores` in all, created one
 * to three years ago), then today's stores, then `endedOffers` (offers of any store, each ending on a day of the last
 * `days` before today, running 3 to 30 days), then today's offers, then `activity`: the stats of every offer (today's
 * too) over those days, the daily counters and the audit log. It draws from its own random sequence, so today's
 * catalog is the same with or without it (only its ids move).
 */
export function historySeeder(repository: SeedRepository, pools: BenchPools, context: HistoryContext) {
  const { today, now, districts } = context;
  const random = new SeededRandom(HISTORY_SEED);
  const streams = { random, placeRandom: random, extrasRandom: random };
  let closed: BenchStore[] = [];
  let stores: BenchStore[] = [];
  const first = addDays(today, 1 - context.days);
  return {
    closedStores(current: number): void {
      closed = Array.from({ length: Math.max(0, context.stores - current) }, (_, index) =>
        insertBenchStore(
          repository,
          streams,
          pools,
          districts[index % districts.length] ?? '',
          () => now.getTime() - random.int(365, 1095) * DAY_MS,
        ),
      );
    },
    endedOffers(current: BenchStore[]): void {
      stores = [...current, ...closed];
      for (let i = 0; i < context.endedOffers; i++) {
        insertBenchOffer(repository, streams, pools, random.pick(stores), () => {
          const endDate = addDays(today, -random.int(1, context.days - 1));
          const startDate = addDays(endDate, -random.int(3, 30));
          const daysAgo = Math.round((Date.parse(today) - Date.parse(startDate)) / DAY_MS) + random.int(0, 3);
          const createdAt = now.getTime() - daysAgo * DAY_MS - random.int(0, DAY_MS - 1);
          return { startDate, endDate, createdAt, clicks: () => random.int(0, 400) };
        });
      }
    },
    activity(): HistoryCounts {
      const stats = seedStats(
        repository,
        random,
        stores.map((store) => store.id),
        first,
        today,
      );
      return {
        stores: closed.length,
        endedOffers: context.endedOffers,
        offerStatsRows: stats.offerRows,
        storeStatsRows: stats.storeRows,
        events: stats.events,
        dailyCounters: seedCounters(repository, random, first, today),
        auditEntries: seedAudit(repository, context.auditPerDay, now),
      };
    },
  };
}
