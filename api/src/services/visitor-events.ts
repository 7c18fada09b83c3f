// Visitors' events (POST /events) counted in memory and written to the daily stats tables in one transaction per
// flush, every few seconds and when the API closes, so a visitor's beacon never waits for a database write. A crash
// loses at most the events of one flush window.
import type { VisitorEvent } from '@offerboard/shared-types/rules';
import type Database from 'better-sqlite3';
import { BadRequestError } from '../lib/errors.js';
import { regionDay } from '../lib/region-time.js';

export interface EventTarget {
  offerId?: number;
  storeId?: number;
}

/** Which offers and stores exist (an offer with its store), read once and again after the next admin write. */
interface KnownIds {
  offerStores: Map<number, number>;
  stores: Set<number>;
}

const SEPARATOR = '|';

export class VisitorEvents {
  /** `day|type|storeId|offerId` (offerId empty for a store page's event) → count since the last flush. */
  private pending = new Map<string, number>();
  private known: KnownIds | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly statements;

  constructor(
    private readonly sqlite: Database.Database,
    private readonly timeZone: string,
  ) {
    // An event for a record deleted since it was counted is dropped rather than failing the whole flush.
    this.statements = {
      offer: sqlite.prepare(
        `INSERT INTO offer_daily_stats (ad_id, day, type, count) SELECT ?, ?, ?, ?
         WHERE EXISTS (SELECT 1 FROM ads WHERE id = ?)
         ON CONFLICT (ad_id, day, type) DO UPDATE SET count = count + excluded.count`,
      ),
      store: sqlite.prepare(
        `INSERT INTO store_daily_stats (store_id, day, type, count) SELECT ?, ?, ?, ?
         WHERE EXISTS (SELECT 1 FROM stores WHERE id = ?)
         ON CONFLICT (store_id, day, type) DO UPDATE SET count = count + excluded.count`,
      ),
      offers: sqlite.prepare('SELECT id, store_id AS storeId FROM ads'),
      stores: sqlite.prepare('SELECT id FROM stores'),
    };
  }

  /** Counts one event of an offer's page (its store's too) or of a store's page; a 400 when either id is unknown. */
  record(type: VisitorEvent, target: EventTarget): void {
    const known = this.knownIds();
    let storeId = target.storeId;
    if (target.offerId !== undefined) {
      const offerStore = known.offerStores.get(target.offerId);
      if (offerStore === undefined) throw new BadRequestError('Unknown offer');
      if (storeId !== undefined && storeId !== offerStore) throw new BadRequestError('The offer is not of that store');
      storeId = offerStore;
    } else if (storeId === undefined) {
      throw new BadRequestError('An event needs an offerId or a storeId');
    } else if (!known.stores.has(storeId)) {
      throw new BadRequestError('Unknown store');
    }
    if (type === 'save' && target.offerId === undefined) throw new BadRequestError('Only an offer can be saved');
    const key = [regionDay(this.timeZone), type, storeId, target.offerId ?? ''].join(SEPARATOR);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Forgets the known ids: an admin write may have added or deleted offers and stores. */
  idsChanged(): void {
    this.known = undefined;
  }

  /** Writes every pending count in one transaction. */
  flush(): void {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const storeTotals = new Map<string, number>();
    this.sqlite.transaction(() => {
      for (const [key, count] of batch) {
        const [day, type, storeId, offerId] = key.split(SEPARATOR);
        if (offerId) this.statements.offer.run(Number(offerId), day, type, count, Number(offerId));
        const storeKey = [storeId, day, type].join(SEPARATOR);
        storeTotals.set(storeKey, (storeTotals.get(storeKey) ?? 0) + count);
      }
      for (const [key, count] of storeTotals) {
        const [storeId, day, type] = key.split(SEPARATOR);
        this.statements.store.run(Number(storeId), day, type, count, Number(storeId));
      }
    })();
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

  private knownIds(): KnownIds {
    if (this.known) return this.known;
    const offers = this.statements.offers.all() as Array<{ id: number; storeId: number }>;
    const stores = this.statements.stores.all() as Array<{ id: number }>;
    this.known = {
      offerStores: new Map(offers.map((offer) => [offer.id, offer.storeId])),
      stores: new Set(stores.map((store) => store.id)),
    };
    return this.known;
  }
}
