// Failed logins in the audit log, counted rather than one entry each, so guessing cannot fill the log: one entry per
// address and account per 15 minutes, its count kept current, and at most a fixed number of such entries at a time
// (past it, every other address's failures count in one entry). What was typed as the e-mail is stored only when it
// names an account; otherwise the entry says "unknown account".
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers, auditLog } from '../db/schema.js';

const FAILED_LOGIN_ENTRIES = {
  windowMs: 15 * 60_000,
  /** Entries counting one address's failures at a time; more addresses share one entry. */
  maxEntries: 100,
};

const UNKNOWN_ACCOUNT = 'unknown account';
const OTHER_ADDRESSES = 'other addresses';
const ANY_ACCOUNT = 'any account';

interface OpenEntry {
  id: number;
  failures: number;
  /** When the entry stops counting and the next failure starts a new one. */
  until: number;
}

export class FailedLoginLog {
  private readonly open = new Map<string, OpenEntry>();

  constructor(
    private readonly db: Db,
    private readonly limits = FAILED_LOGIN_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a failed (or refused as locked) login to `email` from `address`. */
  failed(email: string, address: string): void {
    const now = this.now();
    const normalized = email.trim().toLowerCase();
    const account = this.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, normalized))
      .get();
    this.forgetEnded(now);
    const own = `${address}\n${account?.id ?? ''}`;
    const overflow = !this.open.has(own) && this.open.size >= this.limits.maxEntries;
    const key = overflow ? OTHER_ADDRESSES : own;
    const entry = this.open.get(key);
    if (entry) {
      entry.failures++;
      this.db
        .update(auditLog)
        .set({ changes: { failures: [null, entry.failures] } })
        .where(eq(auditLog.id, entry.id))
        .run();
      return;
    }
    const named = overflow ? undefined : account;
    const created = this.db
      .insert(auditLog)
      .values({
        at: new Date(now),
        actorId: named?.id ?? null,
        actorEmail: named ? normalized : '',
        address: overflow ? OTHER_ADDRESSES : address,
        action: 'login-failed',
        itemType: 'admin',
        itemId: named ? String(named.id) : null,
        itemName: named ? normalized : overflow ? ANY_ACCOUNT : UNKNOWN_ACCOUNT,
        changes: { failures: [null, 1] },
      })
      .returning({ id: auditLog.id })
      .get();
    this.open.set(key, { id: created.id, failures: 1, until: now + this.limits.windowMs });
  }

  private forgetEnded(now: number): void {
    for (const [key, entry] of this.open) if (entry.until <= now) this.open.delete(key);
  }
}
