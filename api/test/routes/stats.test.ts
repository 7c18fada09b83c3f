import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { day, insertOffer, insertStore, today } from '../fixtures/offers-fixtures.js';
import { API, createTestApp } from '../helpers.js';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile';

let clientNumber = 0;
/** An event as a phone's browser sends it, from a new address unless one is given (the rate limit stays away). */
function sendEvent(
  app: App,
  body: unknown,
  { headers = {}, remoteAddress = `10.5.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}` } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${API}/events`,
    headers: { 'user-agent': BROWSER, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
}

function storedRows(app: App) {
  return {
    offers: app.db.$client.prepare('SELECT ad_id AS adId, day, type, count FROM offer_daily_stats ORDER BY 1, 3').all(),
    stores: app.db.$client
      .prepare('SELECT store_id AS storeId, day, type, count FROM store_daily_stats ORDER BY 1, 3')
      .all(),
  };
}

/** A store with two offers and a second store, inserted before the first event reads which ids exist. */
async function storesWithOffers() {
  const context = await createTestApp();
  const storeId = insertStore(context, { storeName: 'Lulu Fashion' });
  const otherStoreId = insertStore(context, { storeName: 'Pai Electronics' });
  const saree = insertOffer(context, { storeId, title: 'Saree sale' });
  const shirts = insertOffer(context, { storeId, title: 'Shirts 2 for 1' });
  return { ...context, storeId, otherStoreId, saree, shirts };
}

describe('POST /events', () => {
  it("counts an offer's events for the offer and its store and a store page's for the store, written at the flush", async () => {
    const { app, storeId, saree, shirts } = await storesWithOffers();
    const offer = String(saree);

    for (const type of ['view', 'view', 'whatsapp', 'call', 'directions', 'share', 'save']) {
      expect((await sendEvent(app, { type, offerId: offer })).statusCode).toBe(204);
    }
    expect((await sendEvent(app, { type: 'view', offerId: String(shirts), storeId: String(storeId) })).statusCode).toBe(
      204,
    );
    // navigator.sendBeacon sends its string as text/plain
    const beacon = await sendEvent(app, JSON.stringify({ type: 'whatsapp', storeId: String(storeId) }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.body).toBe('');
    expect(beacon.headers['set-cookie']).toBeUndefined();
    expect(storedRows(app)).toEqual({ offers: [], stores: [] });

    app.visitorEvents.flush();

    const on = (type: string, count: number) => ({ day: today(), type, count });
    expect(storedRows(app)).toEqual({
      offers: [
        ...[on('call', 1), on('directions', 1), on('save', 1), on('share', 1), on('view', 2), on('whatsapp', 1)].map(
          (row) => ({ adId: saree, ...row }),
        ),
        { adId: shirts, ...on('view', 1) },
      ],
      stores: [on('call', 1), on('directions', 1), on('save', 1), on('share', 1), on('view', 3), on('whatsapp', 2)].map(
        (row) => ({ storeId, ...row }),
      ),
    });

    await sendEvent(app, { type: 'view', offerId: offer });
    app.visitorEvents.flush();
    expect(storedRows(app).stores).toContainEqual({ storeId, ...on('view', 4) });
  });

  it('ignores obvious bots and calls without a user agent: 204, nothing stored', async () => {
    const { app, saree } = await storesWithOffers();
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'HeadlessChrome/126.0',
    ]) {
      expect(
        (await sendEvent(app, { type: 'view', offerId: String(saree) }, { headers: { 'user-agent': userAgent } }))
          .statusCode,
      ).toBe(204);
    }
    const noAgent = await app.inject({
      method: 'POST',
      url: `${API}/events`,
      payload: { type: 'view', offerId: String(saree) },
      remoteAddress: '10.6.0.1',
    });
    expect(noAgent.statusCode).toBe(204);

    app.visitorEvents.flush();
    expect(storedRows(app)).toEqual({ offers: [], stores: [] });
  });

  it('refuses unknown types and ids and malformed bodies with a 400, storing nothing', async () => {
    const { app, storeId, otherStoreId, saree } = await storesWithOffers();
    const offer = String(saree);
    const refused = [
      { type: 'purchase', offerId: offer },
      { type: 'view', offerId: '999999' },
      { type: 'view', storeId: '999999' },
      { type: 'view', offerId: offer, storeId: String(otherStoreId) },
      { type: 'view' },
      { type: 'save', storeId: String(storeId) },
      { type: 'view', offerId: 'abc' },
      '{"type": "view", ',
      [],
    ];
    for (const body of refused) {
      const response = await sendEvent(app, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const beacon = await sendEvent(app, 'not json', { headers: { 'content-type': 'text/plain' } });
    expect(beacon.statusCode).toBe(400);

    app.visitorEvents.flush();
    expect(storedRows(app)).toEqual({ offers: [], stores: [] });
  });

  it('knows offers and stores added or deleted by the admin since the first event', async () => {
    const context = await storesWithOffers();
    const { app, auth, storeId, saree } = context;
    expect((await sendEvent(app, { type: 'view', offerId: String(saree) })).statusCode).toBe(204);
    const added = insertOffer(context, { storeId, title: 'Added later' });
    app.publicData.changed();
    expect((await sendEvent(app, { type: 'call', offerId: String(added) })).statusCode).toBe(204);

    // deleted after it was counted: its event is dropped at the flush, the others are written
    const deleted = await app.inject({ method: 'DELETE', url: `${API}/storeads/${added}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect((await sendEvent(app, { type: 'call', offerId: String(added) })).statusCode).toBe(400);
    app.visitorEvents.flush();
    expect(storedRows(app).offers).toEqual([{ adId: saree, day: today(), type: 'view', count: 1 }]);
  });

  it('is rate-limited to 120 a minute per client address', async () => {
    const { app, saree } = await storesWithOffers();
    const body = { type: 'view', offerId: String(saree) };
    for (let i = 0; i < 120; i++)
      expect((await sendEvent(app, body, { remoteAddress: '10.7.0.1' })).statusCode).toBe(204);

    const limited = await sendEvent(app, body, { remoteAddress: '10.7.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    expect((await sendEvent(app, body, { remoteAddress: '10.7.0.2' })).statusCode).toBe(204);

    app.visitorEvents.flush();
    expect(storedRows(app).offers).toEqual([{ adId: saree, day: today(), type: 'view', count: 121 }]);
  });

  it('writes by itself every flush window and what is pending when the app closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-events-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const app = await buildApp({ ...config, statsFlushMs: 20 });
      const storeId = insertStore({ app }, { storeName: 'Lulu Fashion' });
      await sendEvent(app, { type: 'directions', storeId: String(storeId) });
      await expect.poll(() => storedRows(app).stores, { interval: 10 }).toHaveLength(1);

      await sendEvent(app, { type: 'call', storeId: String(storeId) });
      await app.close();

      const database = new Database(join(dataDir, 'app.db'), { readonly: true });
      expect(database.prepare('SELECT type, count FROM store_daily_stats ORDER BY type').all()).toEqual([
        { type: 'call', count: 1 },
        { type: 'directions', count: 1 },
      ]);
      database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /stats/stores/{id}', () => {
  it("answers the store's events per day for the window, oldest first, zeros filled, and each offer's totals", async () => {
    const { app, auth, storeId, otherStoreId, saree, shirts } = await storesWithOffers();
    const insertOfferDay = app.db.$client.prepare('INSERT INTO offer_daily_stats VALUES (?, ?, ?, ?)');
    const insertStoreRow = app.db.$client.prepare('INSERT INTO store_daily_stats VALUES (?, ?, ?, ?)');
    insertOfferDay.run(saree, today(), 'view', 7);
    insertOfferDay.run(saree, day(-29), 'whatsapp', 2);
    insertOfferDay.run(saree, day(-30), 'view', 100);
    insertOfferDay.run(shirts, day(-3), 'view', 9);
    insertStoreRow.run(storeId, today(), 'view', 8);
    insertStoreRow.run(storeId, day(-29), 'whatsapp', 2);
    insertStoreRow.run(storeId, day(-3), 'view', 9);
    insertStoreRow.run(storeId, day(-30), 'view', 100);
    insertStoreRow.run(otherStoreId, today(), 'call', 5);

    const response = await app.inject({ method: 'GET', url: `${API}/stats/stores/${storeId}`, headers: auth });

    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const zeros = { view: 0, whatsapp: 0, call: 0, directions: 0, share: 0, save: 0 };
    expect(stats.from).toBe(day(-29));
    expect(stats.to).toBe(today());
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ date: day(-29), ...zeros, whatsapp: 2 });
    expect(stats.days[26]).toEqual({ date: day(-3), ...zeros, view: 9 });
    expect(stats.days[29]).toEqual({ date: today(), ...zeros, view: 8 });
    expect(stats.totals).toEqual({ ...zeros, view: 17, whatsapp: 2 });
    expect(stats.offers).toEqual([
      { _id: String(shirts), title: 'Shirts 2 for 1', ...zeros, view: 9 },
      { _id: String(saree), title: 'Saree sale', ...zeros, view: 7, whatsapp: 2 },
    ]);

    const longer = await app.inject({ method: 'GET', url: `${API}/stats/stores/${storeId}?days=31`, headers: auth });
    expect(longer.json().days).toHaveLength(31);
    expect(longer.json().totals.view).toBe(117);
    const one = await app.inject({ method: 'GET', url: `${API}/stats/stores/${storeId}?days=1`, headers: auth });
    expect(one.json().days).toEqual([{ date: today(), ...zeros, view: 8 }]);
  });

  it('answers 404 for an unknown store, 400 for a bad window or id and 401 without a token', async () => {
    const { app, auth, storeId } = await storesWithOffers();
    const get = (path: string, headers = auth) => app.inject({ method: 'GET', url: `${API}${path}`, headers });

    expect((await get('/stats/stores/999999')).statusCode).toBe(404);
    for (const path of [`/stats/stores/${storeId}?days=0`, `/stats/stores/${storeId}?days=367`, '/stats/stores/abc']) {
      expect((await get(path)).statusCode, path).toBe(400);
    }
    expect((await get(`/stats/stores/${storeId}`, {} as typeof auth)).statusCode).toBe(401);
  });
});
