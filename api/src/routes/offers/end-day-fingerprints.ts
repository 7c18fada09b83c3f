// Fingerprints of the started offers by last day: what the prerender reads to re-read only the days of ended offers
// whose pages may have changed, instead of every offer of the 90 days it keeps pages for (docs/decisions/052).
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { OFFER_VIEW_SELECT } from './offer-view.js';
import { STARTED_OFFER } from './offer-visibility.js';

/** One last day's offers: how many, and a hash of every column the listing shows of them. */
export interface EndDayFingerprint {
  endDate: string;
  offers: number;
  fingerprint: string;
}

/**
 * A row's values joined (a quarter of the CPU of JSON and SHA-256 over the same rows: 28 against 110 ms for a month of
 * the history's ended offers); null apart from an empty text.
 */
const SEPARATOR = '\u0000';
const text = (value: unknown) => (value === null ? '\u0001' : String(value));

export class EndDayFingerprints {
  private readonly rows;
  /** Left out of the hash: a view counts it, and no page shows it (docs/decisions/005). */
  private readonly clicksColumn;
  private readonly endDateColumn;

  constructor(sqlite: Database.Database) {
    this.rows = sqlite
      .prepare(
        `${OFFER_VIEW_SELECT} WHERE ${STARTED_OFFER} AND a.end_date >= @endsFrom AND a.end_date < @endsBefore
         ORDER BY a.end_date, a.id`,
      )
      .raw();
    const columns = this.rows.columns().map((column) => column.name);
    this.clicksColumn = columns.indexOf('clicks');
    this.endDateColumn = columns.indexOf('endDate');
  }

  /**
   * Each last day from `endsFrom` (included) to `endsBefore` (excluded) on which a started offer ends, in order: the
   * offer, its store, category, place or offer type changing, or an offer coming or going, changes its day's hash.
   */
  between(endsFrom: string, endsBefore: string, today: string): EndDayFingerprint[] {
    const days: EndDayFingerprint[] = [];
    let day: { endDate: string; offers: number; hash: ReturnType<typeof createHash> } | undefined;
    const close = () => {
      if (day) days.push({ endDate: day.endDate, offers: day.offers, fingerprint: day.hash.digest('base64url') });
    };
    for (const row of this.rows.iterate({ endsFrom, endsBefore, today }) as Iterable<unknown[]>) {
      const endDate = row[this.endDateColumn] as string;
      if (day?.endDate !== endDate) {
        close();
        day = { endDate, offers: 0, hash: createHash('sha1') };
      }
      row[this.clicksColumn] = null;
      day.offers += 1;
      day.hash.update(row.map(text).join(SEPARATOR));
    }
    close();
    return days;
  }
}
