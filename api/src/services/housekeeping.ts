// The database's nightly housekeeping: removes what is kept only for a while (audit entries after 180 days, expired
// sessions), refreshes the query planner's statistics (PRAGMA optimize) and, without a replica, empties the WAL file.
// With a replica, checkpoints are Litestream's alone (docs/decisions/027 and 042).
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { AuditLog } from './audit-log.js';

/**
 * Rows each ANALYZE reads per index at most, as SQLite advises before `PRAGMA optimize`: statistics good enough for
 * the planner in milliseconds, where a full ANALYZE of 200,000 offers and their search indexes takes seconds.
 */
const ANALYSIS_LIMIT = 400;

export interface HousekeepingReport {
  auditEntriesRemoved: number;
  sessionsRemoved: number;
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

  constructor(
    private readonly sqlite: Database.Database,
    private readonly auditLog: AuditLog,
    private readonly options: { databaseFile: string; replica: boolean },
  ) {
    this.removeSessions = sqlite.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?');
  }

  run(now = Date.now()): HousekeepingReport {
    const started = performance.now();
    const auditEntriesRemoved = this.auditLog.removeOld(now);
    const sessionsRemoved = this.removeSessions.run(now).changes;
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
