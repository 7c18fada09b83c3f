// Visitors' events (POST /events) counted in memory and written to the daily stats tables in one transaction per
// flush, every second and when the API closes, so a visitor's beacon never waits for a database write. A crash
// loses at most the events of one flush window.
import type { VisitorEvent } from '@offerboard/shared-types/rules';
import type Database from 'better-sqlite3';
import { BadRequestError } from '../lib/errors.js';
import { regionDay } from '../lib/region-time.js';

export interface EventTarget {
  offerId?: number;
  storeId?: number;
}

/**
 * The offers (with their store) and stores events have named since the last admin write, each read by its id once:
 * never the whole table, which holds years of ended offers.
 */
interface KnownIds {
  offerStores: Map<number, number>;
  stores: Set<number>;
}

const SEPARATOR = '|';
/** Rows written by one statement (4 values each, well under SQLite's limit of variables). */
const ROWS_PER_STATEMENT = 250;

/** A row of a daily stats table: the offer's or store's id, the day, the event type, the count to add. */
type Row = [number, string, string, number];

export class VisitorEvents {
  /** `day|type|storeId|offerId` (offerId empty for a store page's event) → count since the last flush. */
  private pending = new Map<string, number>();
  private known: KnownIds = { offerStores: new Map(), stores: new Set() };
  private timer: NodeJS.Timeout | undefined;
  private readonly statements;
  /** The upsert of N rows into a table, prepared once per table and N. */
  private readonly upserts = new Map<string, Database.Statement>();

  constructor(
    private readonly sqlite: Database.Database,
    private readonly timeZone: string,
  ) {
    this.statements = {
      offerStore: sqlite.prepare<[number], number>('SELECT store_id FROM ads WHERE id = ?').pluck(),
      store: sqlite.prepare<[number], number>('SELECT id FROM stores WHERE id = ?').pluck(),
    };
  }

  /** Counts one event of an offer's page (its store's too) or of a store's page; a 400 when either id is unknown. */
  record(type: VisitorEvent, target: EventTarget): void {
    let storeId = target.storeId;
    if (target.offerId !== undefined) {
      const offerStore = this.storeOfOffer(target.offerId);
      if (offerStore === undefined) throw new BadRequestError('Unknown offer');
      if (storeId !== undefined && storeId !== offerStore) throw new BadRequestError('The offer is not of that store');
      storeId = offerStore;
    } else if (storeId === undefined) {
      throw new BadRequestError('An event needs an offerId or a storeId');
    } else if (!this.storeExists(storeId)) {
      throw new BadRequestError('Unknown store');
    }
    if (type === 'save' && target.offerId === undefined) throw new BadRequestError('Only an offer can be saved');
    const key = [regionDay(this.timeZone), type, storeId, target.offerId ?? ''].join(SEPARATOR);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Forgets the known ids: an admin write may have added or deleted offers and stores. */
  idsChanged(): void {
    this.known = { offerStores: new Map(), stores: new Set() };
  }

  /**
   * Writes every pending count in one transaction, many rows per statement: at 5,000 events a second the flush is
   * what the visitors' calls wait behind. An event of an offer or store deleted since it was counted is dropped.
   */
  flush(): void {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const offerRows: Row[] = [];
    const storeTotals = new Map<string, number>();
    for (const [key, count] of batch) {
      const [day = '', type = '', storeId, offerId] = key.split(SEPARATOR);
      if (offerId && this.storeOfOffer(Number(offerId)) !== undefined) {
        offerRows.push([Number(offerId), day, type, count]);
      }
      if (!this.storeExists(Number(storeId))) continue;
      const storeKey = [storeId, day, type].join(SEPARATOR);
      storeTotals.set(storeKey, (storeTotals.get(storeKey) ?? 0) + count);
    }
    const storeRows = [...storeTotals].map(([key, count]): Row => {
      const [storeId, day = '', type = ''] = key.split(SEPARATOR);
      return [Number(storeId), day, type, count];
    });
    this.sqlite.transaction(() => {
      this.upsert('offer_daily_stats', 'ad_id', offerRows);
      this.upsert('store_daily_stats', 'store_id', storeRows);
    })();
  }

  private upsert(table: string, recordColumn: string, rows: Row[]): void {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
      const key = `${table}:${chunk.length}`;
      let statement = this.upserts.get(key);
      if (!statement) {
        statement = this.sqlite.prepare(
          `INSERT INTO ${table} (${recordColumn}, day, type, count) VALUES ${Array(chunk.length).fill('(?, ?, ?, ?)').join(', ')}
           ON CONFLICT (${recordColumn}, day, type) DO UPDATE SET count = count + excluded.count`,
        );
        this.upserts.set(key, statement);
      }
      statement.run(chunk.flat());
    }
  }

  /** Flushes every `intervalMs` until stopped. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        onError(error);
      }
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending. */
  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }

  private storeOfOffer(offerId: number): number | undefined {
    let storeId = this.known.offerStores.get(offerId);
    if (storeId === undefined) {
      storeId = this.statements.offerStore.get(offerId);
      if (storeId !== undefined) this.known.offerStores.set(offerId, storeId);
    }
    return storeId;
  }

  private storeExists(storeId: number): boolean {
    if (this.known.stores.has(storeId)) return true;
    if (this.statements.store.get(storeId) === undefined) return false;
    this.known.stores.add(storeId);
    return true;
  }
}
