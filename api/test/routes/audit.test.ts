import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../src/services/audit-log.js';
import { FailedLoginLog } from '../../src/services/failed-logins.js';
import { day, insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { ADMIN, API, countRows, createTestApp, type TestContext } from '../helpers.js';
import { createCategory, createLocation, createStore, imagePart, sendForm } from '../store-fixtures.js';

interface Entry {
  _id: string;
  at: string;
  actorEmail: string;
  address: string;
  action: string;
  itemType: string;
  itemId: string | null;
  itemName: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  itemExists: boolean;
  storeId?: string;
}

async function auditEntries(ctx: TestContext, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `${API}/audit?${query}`, headers: ctx.auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Entry[]; totalItems: number; totalPages: number; currentPage: number }>();
}

/** Entries commit with their write (a failed login's before its answer): they are there once the answer is. */
async function settledEntries(ctx: TestContext, count: number, query = '') {
  expect(countRows(ctx.app, 'audit_log')).toBeGreaterThanOrEqual(count);
  return (await auditEntries(ctx, query)).data;
}

function changesOf(entry: Entry | undefined) {
  return Object.fromEntries((entry?.changes ?? []).map(({ field, before, after }) => [field, [before, after]]));
}

describe('audit log', () => {
  it('records logins and failed logins with the address, never the password', async () => {
    const ctx = await createTestApp();
    const failed = await ctx.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: ADMIN.email, password: 'wrong-password-1' },
      remoteAddress: '203.0.113.7',
    });
    expect(failed.statusCode).toBe(401);

    const [latest, first] = await settledEntries(ctx, 2);

    expect(latest).toMatchObject({
      action: 'login-failed',
      itemType: 'admin',
      actorEmail: ADMIN.email,
      address: '203.0.113.7',
      itemExists: true,
      changes: [{ field: 'failures', before: null, after: 1 }],
    });
    expect(first).toMatchObject({ action: 'login', actorEmail: ADMIN.email, address: '10.9.9.9' });
    const stored = JSON.stringify(ctx.app.db.$client.prepare('SELECT * FROM audit_log').all());
    expect(stored).not.toContain('wrong-password-1');
    expect(stored).not.toContain(ADMIN.password);
  });

  it('counts failed logins in one entry per address and account, never storing an e-mail that names no account', async () => {
    const ctx = await createTestApp();
    const fail = (email: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password: 'guess' }, remoteAddress });
    // 12 for the admin from one address: 10 refused as wrong, then 2 as locked out.
    for (let i = 0; i < 12; i++) await fail(ADMIN.email, '203.0.113.7');
    for (let i = 0; i < 5; i++) await fail(`typed-${i}@example.com`, '203.0.113.7');
    for (let i = 0; i < 3; i++) await fail(`typed-${i}@example.com`, '198.51.100.4');

    const failed = (await auditEntries(ctx, 'action=login-failed')).data;

    const summary = failed.map((entry) => [entry.address, entry.itemName, entry.actorEmail, changesOf(entry)]);
    expect(summary).toEqual([
      ['198.51.100.4', 'unknown account', '', { failures: [null, 3] }],
      ['203.0.113.7', 'unknown account', '', { failures: [null, 5] }],
      ['203.0.113.7', ADMIN.email, ADMIN.email, { failures: [null, 12] }],
    ]);
    expect(JSON.stringify(ctx.app.db.$client.prepare('SELECT * FROM audit_log').all())).not.toContain('typed-');
  });

  it('starts a new count every 15 minutes and counts addresses past the limit in one entry', async () => {
    const ctx = await createTestApp();
    let now = Date.parse('2026-11-27T04:00:00Z');
    const log = new FailedLoginLog(ctx.app.db, { windowMs: 15 * 60_000, maxEntries: 2 }, () => now);
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.4']) {
      log.failed('nobody@example.com', address);
    }
    now += 15 * 60_000;
    log.failed('nobody@example.com', '10.0.0.1');

    const rows = ctx.app.db.$client
      .prepare("SELECT address, item_name, changes FROM audit_log WHERE action = 'login-failed' ORDER BY id")
      .all();
    expect(rows).toEqual([
      { address: '10.0.0.1', item_name: 'unknown account', changes: '{"failures":[null,2]}' },
      { address: '10.0.0.2', item_name: 'unknown account', changes: '{"failures":[null,1]}' },
      { address: 'other addresses', item_name: 'any account', changes: '{"failures":[null,3]}' },
      { address: '10.0.0.1', item_name: 'unknown account', changes: '{"failures":[null,1]}' },
    ]);
  });

  it('records a store created, updated and deleted with its changed fields, its logo as a count', async () => {
    const ctx = await createTestApp();
    await createCategory(ctx, 'Groceries');
    await createLocation(ctx, 'Ernakulam', 'Kakkanad');
    await createLocation(ctx, 'Ernakulam', 'Aluva');
    const store = await createStore(ctx);
    const update = await sendForm(
      ctx,
      'PUT',
      `/Store/${store._id}`,
      {
        storeName: 'Fresh Mart Aluva',
        ownerName: 'Anil Kumar',
        contact: '9847012345',
        email: 'owner@freshmart.in',
        address: 'MG Road, Kakkanad',
        district: 'Ernakulam',
        location: 'Aluva',
        category: 'Groceries',
      },
      [await imagePart('logoUrl', 'new-logo.png')],
    );
    expect(update.statusCode).toBe(200);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${store._id}`, headers: ctx.auth });
    expect(removed.statusCode).toBe(200);

    const entries = await settledEntries(ctx, 7, 'itemType=store');

    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, created] = entries;
    expect(updated).toMatchObject({
      itemId: store._id,
      itemName: 'Fresh Mart Aluva',
      actorEmail: ADMIN.email,
      itemExists: false,
    });
    expect(changesOf(updated)).toEqual({
      storeName: ['Fresh Mart', 'Fresh Mart Aluva'],
      location: ['Kakkanad', 'Aluva'],
      logoUrl: [1, 1],
    });
    expect(changesOf(created)).toMatchObject({ storeName: [null, 'Fresh Mart'], logoUrl: [null, 1] });
    expect(changesOf(deleted)).toMatchObject({ storeName: ['Fresh Mart Aluva', null], category: ['Groceries', null] });
  });

  it('records one entry per item of a bulk action, and links offers to their store while they exist', async () => {
    const ctx = await createTestApp();
    const storeId = insertStore(ctx, { storeName: 'Silk House' });
    const first = insertOffer(ctx, { storeId, title: 'Saree week', endDate: day(5) });
    const second = insertOffer(ctx, { storeId, title: 'Shirt week', endDate: day(6) });

    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/storeads/bulk/extend`,
      headers: ctx.auth,
      payload: { ids: [String(first), String(second)], days: 3 },
    });
    expect(response.statusCode).toBe(200);

    const entries = await settledEntries(ctx, 3, 'action=bulk-extend');
    expect(entries).toHaveLength(2);
    const byId = new Map(entries.map((entry) => [entry.itemId, entry]));
    expect(byId.get(String(first))).toMatchObject({
      itemName: 'Saree week',
      itemExists: true,
      storeId: String(storeId),
    });
    expect(changesOf(byId.get(String(first)))).toEqual({ endDate: [day(5), day(8)] });
    expect(changesOf(byId.get(String(second)))).toEqual({ endDate: [day(6), day(9)] });
  });

  it('records a counter reset and a password change without recording the password', async () => {
    const ctx = await createTestApp();
    await ctx.app.inject({ method: 'POST', url: `${API}/postincrement` });
    await ctx.app.inject({ method: 'POST', url: `${API}/postincrement` });
    await ctx.app.inject({ method: 'POST', url: `${API}/reset`, headers: ctx.auth });
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/reset-password`,
      headers: ctx.auth,
      payload: { currentPassword: ADMIN.password, newPassword: 'a-new-secret-456' },
    });
    expect(change.statusCode).toBe(200);
    ctx.auth.authorization = `Bearer ${change.json().token}`;

    const [password, reset] = await settledEntries(ctx, 3);

    expect(password).toMatchObject({ action: 'password-change', itemType: 'admin', changes: [] });
    expect(reset).toMatchObject({ action: 'reset', itemType: 'counter', itemName: 'visitors' });
    expect(changesOf(reset)).toEqual({ value: [2, 0] });
    expect(JSON.stringify(ctx.app.db.$client.prepare('SELECT * FROM audit_log').all())).not.toContain('a-new-secret');
  });

  it('commits each write with its entry: a write whose entry cannot be written changes nothing', async () => {
    const ctx = await createTestApp();
    const storeId = insertStore(ctx, { storeName: 'Kerala Silks' });
    const offerTypes = countRows(ctx.app, 'offer_types');
    const refuse =
      "CREATE TRIGGER audit_refused BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'disk full'); END";
    ctx.app.db.$client.exec(refuse);

    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: ctx.auth,
      payload: { title: 'Clearance' },
    });
    const removed = await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${storeId}`, headers: ctx.auth });

    expect([created.statusCode, removed.statusCode]).toEqual([500, 500]);
    expect(countRows(ctx.app, 'offer_types')).toBe(offerTypes);
    expect(countRows(ctx.app, 'stores')).toBe(1);
    ctx.app.db.$client.exec('DROP TRIGGER audit_refused');
    const again = await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${storeId}`, headers: ctx.auth });
    expect(again.statusCode).toBe(200);
    const [entry] = (await auditEntries(ctx, 'itemType=store')).data;
    expect(entry).toMatchObject({ action: 'delete', itemName: 'Kerala Silks' });
  });

  it('records nothing for a refused write', async () => {
    const ctx = await createTestApp();
    await settledEntries(ctx, 1);

    const missing = await ctx.app.inject({ method: 'DELETE', url: `${API}/locations/999`, headers: ctx.auth });
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${API}/reset` });

    expect([missing.statusCode, anonymous.statusCode]).toEqual([404, 401]);
    expect(countRows(ctx.app, 'audit_log')).toBe(1);
  });

  it('filters by item type, action and days in the region, newest first, a page at a time', async () => {
    const ctx = await createTestApp();
    for (const name of ['Aluva', 'Kakkanad', 'Edappally']) await createLocation(ctx, 'Ernakulam', name);
    await settledEntries(ctx, 4);
    const insert = ctx.app.db.$client.prepare(
      `INSERT INTO audit_log (at, actor_email, address, action, item_type, item_id, item_name)
       VALUES (?, 'admin@example.com', '10.0.0.1', 'delete', 'location', '77', 'Old place')`,
    );
    // 2031-03-10 in Asia/Kolkata runs from 2031-03-09T18:30Z to 2031-03-10T18:30Z.
    insert.run(Date.parse('2031-03-09T18:30:00Z'));
    insert.run(Date.parse('2031-03-10T18:29:59Z'));
    insert.run(Date.parse('2031-03-10T18:30:00Z'));

    const locations = await auditEntries(ctx, 'itemType=location&action=create&limit=2');
    expect(locations.totalItems).toBe(3);
    expect(locations.totalPages).toBe(2);
    expect(locations.data.map((entry) => entry.itemName)).toEqual(['Edappally', 'Kakkanad']);
    expect((await auditEntries(ctx, 'itemType=location&action=create&limit=2&page=2')).data[0]?.itemName).toBe('Aluva');
    const oneDay = await auditEntries(ctx, 'from=2031-03-10&to=2031-03-10');
    expect(oneDay.data.map((entry) => entry.at)).toEqual(['2031-03-10T18:29:59.000Z', '2031-03-09T18:30:00.000Z']);
    expect(oneDay.data[0]).toMatchObject({ itemExists: false, itemName: 'Old place' });
    expect((await auditEntries(ctx, 'from=2031-03-11')).totalItems).toBe(1);
  });

  it('refuses bad filters with a 400 and the log to anyone signed out', async () => {
    const ctx = await createTestApp();
    const bad = [
      'itemType=planet',
      'action=explode',
      'from=2031-02-30',
      'from=yesterday',
      'from=2031-03-10&to=2031-03-01',
      'page=0',
      'limit=1000',
    ];
    for (const query of bad) {
      const response = await ctx.app.inject({ method: 'GET', url: `${API}/audit?${query}`, headers: ctx.auth });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toEqual(expect.any(String));
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API}/audit` });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`removes entries older than ${RETENTION_DAYS} days`, async () => {
    const ctx = await createTestApp();
    await settledEntries(ctx, 1);
    const insert = ctx.app.db.$client.prepare(
      `INSERT INTO audit_log (at, actor_email, address, action, item_type, item_name)
       VALUES (?, 'admin@example.com', '10.0.0.1', 'reset', 'counter', 'visitors')`,
    );
    const dayMs = 86_400_000;
    insert.run(Date.now() - (RETENTION_DAYS + 1) * dayMs);
    insert.run(Date.now() - (RETENTION_DAYS - 1) * dayMs);

    expect(ctx.app.auditLog.removeOld()).toBe(1);
    expect(countRows(ctx.app, 'audit_log')).toBe(2);
  });
});
