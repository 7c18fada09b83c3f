// The nightly housekeeping on the app's real SQLite file: what it removes, the planner's statistics, and the WAL it
// truncates (or leaves to Litestream when a replica is configured).
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../src/services/audit-log.js';
import { Housekeeping } from '../../src/services/housekeeping.js';
import { day, insertOffer, insertStore, REGION_TZ } from '../fixtures/offers-fixtures.js';
import { API, createTestApp, type TestContext } from '../helpers.js';

const DAY_MS = 86_400_000;

/** Audit entries this many days old; enough of them also fill the WAL with a few MB. */
function insertAuditEntries(ctx: TestContext, daysOld: number, count = 1): void {
  const insert = ctx.app.db.$client.prepare(
    `INSERT INTO audit_log (at, actor_email, address, action, item_type, item_name, changes)
     VALUES (?, 'admin@example.com', '10.0.0.1', 'update', 'store', 'Silk House', ?)`,
  );
  const changes = JSON.stringify({ description: 'x'.repeat(2_000) });
  ctx.app.db.$client.transaction(() => {
    for (let index = 0; index < count; index++) insert.run(Date.now() - daysOld * DAY_MS, changes);
  })();
}

function housekeepingOf(ctx: TestContext, replica: boolean) {
  return new Housekeeping(ctx.app.db.$client, ctx.app.auditLog, {
    databaseFile: `${ctx.dataDir}/app.db`,
    replica,
    timeZone: REGION_TZ,
  });
}

const walBytes = (ctx: TestContext) => statSync(`${ctx.dataDir}/app.db-wal`).size;
const count = (ctx: TestContext, sql: string) => (ctx.app.db.$client.prepare(sql).pluck().get() as number) ?? 0;

describe('nightly housekeeping', () => {
  it(`removes audit entries past ${RETENTION_DAYS} days and expired sessions, analyzes the tables and empties the WAL`, async () => {
    const ctx = await createTestApp();
    insertAuditEntries(ctx, RETENTION_DAYS + 1, 2_000);
    insertAuditEntries(ctx, RETENTION_DAYS - 1);
    const userId = count(ctx, 'SELECT id FROM admin_users LIMIT 1');
    ctx.app.db.$client
      .prepare('INSERT INTO admin_sessions (id, user_id, expires_at) VALUES (?, ?, ?)')
      .run('expired-session', userId, Date.now() - 1);
    const sessions = count(ctx, 'SELECT count(*) FROM admin_sessions');
    expect(walBytes(ctx)).toBeGreaterThan(1_000_000);

    const report = housekeepingOf(ctx, false).run();

    expect(report).toMatchObject({
      auditEntriesRemoved: 2_000,
      sessionsRemoved: 1,
      walBytes: 0,
      walTruncated: true,
      walBusy: false,
    });
    expect(count(ctx, 'SELECT count(*) FROM audit_log WHERE changes IS NOT NULL')).toBe(1);
    expect(count(ctx, 'SELECT count(*) FROM admin_sessions')).toBe(sessions - 1);
    expect(walBytes(ctx)).toBe(0);
    // PRAGMA optimize ran ANALYZE: the planner has statistics, such as the districts' 14 rows.
    expect(
      ctx.app.db.$client.prepare('SELECT stat FROM sqlite_stat1 WHERE idx = ?').pluck().get('districts_title_unique'),
    ).toBe('14 1');
  });

  it('leaves the WAL to Litestream when the data is replicated', async () => {
    const ctx = await createTestApp();
    insertAuditEntries(ctx, RETENTION_DAYS + 1, 500);
    const before = walBytes(ctx);
    expect(before).toBeGreaterThan(0);

    const report = housekeepingOf(ctx, true).run();

    expect(report).toMatchObject({ auditEntriesRemoved: 500, walTruncated: false, walBusy: false });
    expect(report.walBytes).toBeGreaterThanOrEqual(before);
  });

  it("takes offers that ended out of the visitors' search indexes, never a live one; the admin still finds them", async () => {
    const ctx = await createTestApp();
    const store = insertStore(ctx, { storeName: 'Silk House' });
    const live = insertOffer(ctx, { storeId: store, title: 'Kasavu sarees', endDate: day(0) });
    const ended = insertOffer(ctx, { storeId: store, title: 'Kasavu sarees', startDate: day(-9), endDate: day(-1) });
    const longAgo = insertOffer(ctx, { storeId: store, title: 'Kasavu TV', startDate: day(-99), endDate: day(-90) });
    // As the night before would have left it: the ended offers are still in the live indexes.
    ctx.app.db.$client.prepare('UPDATE live_search_window SET from_day = ?').run(day(-95));
    ctx.app.db.$client.prepare('UPDATE ads SET end_date = end_date').run();
    const indexed = (table: string) =>
      ctx.app.db.$client
        .prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`)
        .pluck()
        .all('kasavu');
    expect([indexed('ads_live_fts'), indexed('ads_live_words')]).toEqual([
      [live, ended, longAgo],
      [live, ended, longAgo],
    ]);

    expect(housekeepingOf(ctx, false).run()).toMatchObject({ endedOffersUnindexed: 2 });
    expect(housekeepingOf(ctx, false).run()).toMatchObject({ endedOffersUnindexed: 0 });

    expect([indexed('ads_live_fts'), indexed('ads_live_words')]).toEqual([[live], [live]]);
    expect([indexed('ads_fts'), indexed('ads_words')]).toEqual([
      [live, ended, longAgo],
      [live, ended, longAgo],
    ]);
    const ids = async (url: string, headers = {}) =>
      ((await ctx.app.inject({ url: `${API}${url}`, headers })).json().data as Array<{ _id: string }>)
        .map((offer) => Number(offer._id))
        .sort((a, b) => a - b);
    expect(await ids('/storeads/adswithstore?searchQuery=kasavu')).toEqual([live]);
    expect(await ids('/storeads/adswithstore?searchQuery=tv')).toEqual([]);
    expect(await ids('/storeads/adswithstore?searchQuery=kasavu&showExpired=true')).toEqual([live, ended, longAgo]);
    expect(await ids('/storeads/adswithstoreadmin?searchQuery=tv', ctx.auth)).toEqual([longAgo]);
    // An ended offer moved back into the future is searchable again at once.
    ctx.app.db.$client.prepare('UPDATE ads SET end_date = ? WHERE id = ?').run(day(5), ended);
    expect(indexed('ads_live_words')).toEqual([live, ended]);
  });
});
