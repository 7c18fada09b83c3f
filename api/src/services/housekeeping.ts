// The database's nightly housekeeping: removes what is kept only for a while (audit entries after 180 days, expired
// sessions, ended offers from the visitors' search indexes), refreshes the query planner's statistics (PRAGMA
// optimize) and, without a replica, empties the WAL file. With a replica, checkpoints are Litestream's alone
// (docs/decisions/027 and 042).
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { regionDay } from '../lib/region-time.js';
import type { AuditLog } from './audit-log.js';

/**
 * Rows each ANALYZE reads per index at most, as SQLite advises before `PRAGMA optimize`: statistics good enough for
 * the planner in milliseconds, where a full ANALYZE of 200,000 offers and their search indexes takes seconds.
 */
const ANALYSIS_LIMIT = 400;

export interface HousekeepingReport {
  auditEntriesRemoved: number;
  sessionsRemoved: number;
  /** Offers that ended before today, taken out of the visitors' search indexes (migration 0017). */
  endedOffersUnindexed: number;
  /** The WAL file's size after the run, in bytes. */
  walBytes: number;
  /** Whether this run checkpointed and truncated the WAL (never with a replica, where Litestream does). */
  walTruncated: boolean;
  /** The checkpoint could not finish (a reader held it past the busy timeout): the next night's run tries again. */
  walBusy: boolean;
  ms: number;
}

export class Housekeeping {
  private readonly removeSessions;
  private readonly liveSearch;

  constructor(
    private readonly sqlite: Database.Database,
    private readonly auditLog: AuditLog,
    private readonly options: { databaseFile: string; replica: boolean; timeZone: string },
  ) {
    this.removeSessions = sqlite.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?');
    // The live search pair holds exactly the offers ending on or after from_day: moving the day forward removes those
    // ending between the old day and the new (read by end day from ads_visible_idx), never more.
    const ended = 'SELECT id FROM ads WHERE end_date >= @from AND end_date < @to';
    this.liveSearch = {
      from: sqlite.prepare('SELECT from_day FROM live_search_window').pluck(),
      unindexTrigrams: sqlite.prepare(`DELETE FROM ads_live_fts WHERE rowid IN (${ended})`),
      unindexWords: sqlite.prepare(`DELETE FROM ads_live_words WHERE rowid IN (${ended})`),
      moveTo: sqlite.prepare('UPDATE live_search_window SET from_day = @to'),
    };
  }

  /** Moves the live search indexes' first day to today (never back): the offers that ended leave them. */
  private unindexEndedOffers(now: number): number {
    const to = regionDay(this.options.timeZone, new Date(now));
    return this.sqlite.transaction(() => {
      const from = this.liveSearch.from.get() as string;
      if (to <= from) return 0;
      const removed = this.liveSearch.unindexTrigrams.run({ from, to }).changes;
      this.liveSearch.unindexWords.run({ from, to });
      this.liveSearch.moveTo.run({ to });
      return removed;
    })();
  }

  run(now = Date.now()): HousekeepingReport {
    const started = performance.now();
    const auditEntriesRemoved = this.auditLog.removeOld(now);
    const sessionsRemoved = this.removeSessions.run(now).changes;
    const endedOffersUnindexed = this.unindexEndedOffers(now);
    this.sqlite.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
    // 0x10002: analyze every table whose statistics are missing or stale, not only those this connection queried.
    this.sqlite.pragma('optimize = 0x10002');
    let walBusy = false;
    if (!this.options.replica) {
      const [result] = this.sqlite.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
      walBusy = result?.busy === 1;
    }
    return {
      auditEntriesRemoved,
      sessionsRemoved,
      endedOffersUnindexed,
      walBytes: this.walBytes(),
      walTruncated: !this.options.replica && !walBusy,
      walBusy,
      ms: Math.round(performance.now() - started),
    };
  }

  private walBytes(): number {
    try {
      return statSync(`${this.options.databaseFile}-wal`).size;
    } catch {
      return 0;
    }
  }
}
