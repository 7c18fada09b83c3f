import { describe, expect, it } from 'vitest';
import { day, insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { API, createTestApp } from '../helpers.js';

describe('GET /reports/stores', () => {
  it('needs the admin token', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `${API}/reports/stores` });
    expect(response.statusCode).toBe(401);
  });

  it('counts every offer, the ones live today and their views per store, stores without ads included', async () => {
    const ctx = await createTestApp();
    const silk = insertStore(ctx, { storeName: 'Silk House', category: 'Textiles', district: 'Ernakulam' });
    insertStore(ctx, { storeName: 'Agro Mart', category: 'Grocery', district: 'Thrissur', location: 'Chalakudy' });
    const live = insertOffer(ctx, { storeId: silk });
    insertOffer(ctx, { storeId: silk, startDate: day(-10), endDate: day(-1) });
    insertOffer(ctx, { storeId: silk, startDate: day(2), endDate: day(9) });
    insertOffer(ctx, { storeId: silk, startDate: day(-3), endDate: day(0) });
    ctx.app.db.$client.prepare('UPDATE ads SET clicks = 7 WHERE id = ?').run(live);
    ctx.app.db.$client.prepare('UPDATE ads SET clicks = 5 WHERE id <> ?').run(live);

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/reports/stores`, headers: ctx.auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stores: [
        {
          _id: expect.any(String),
          storeName: 'Agro Mart',
          category: 'Grocery',
          district: 'Thrissur',
          location: 'Chalakudy',
          offers: 0,
          activeOffers: 0,
          views: 0,
        },
        {
          _id: String(silk),
          storeName: 'Silk House',
          category: 'Textiles',
          district: 'Ernakulam',
          location: 'Aluva',
          offers: 4,
          activeOffers: 2,
          views: 22,
        },
      ],
    });
  });

  it('keeps its totals as offers are added, viewed, moved to another store and deleted, as a sum of them would', async () => {
    const ctx = await createTestApp();
    const silk = insertStore(ctx, { storeName: 'Silk House' });
    const agro = insertStore(ctx, { storeName: 'Agro Mart', category: 'Grocery' });
    const [first, second, third] = [0, 1, 2].map(() => insertOffer(ctx, { storeId: silk }));
    const sqlite = ctx.app.db.$client;
    sqlite.prepare('UPDATE ads SET clicks = clicks + 3').run();
    await ctx.app.inject({ method: 'PUT', url: `${API}/storeads/click/${first}` });
    sqlite.prepare('UPDATE ads SET store_id = ?, clicks = clicks + 1 WHERE id = ?').run(agro, second);
    sqlite.prepare('DELETE FROM ads WHERE id = ?').run(third);
    const summed = sqlite
      .prepare(
        `SELECT s.id AS id, count(a.id) AS offers, coalesce(sum(a.clicks), 0) AS views FROM stores s
         LEFT JOIN ads a ON a.store_id = s.id GROUP BY s.id ORDER BY s.id`,
      )
      .all();
    expect(summed).toEqual([
      { id: silk, offers: 1, views: 4 },
      { id: agro, offers: 1, views: 4 },
    ]);

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/reports/stores`, headers: ctx.auth });

    const reported = (response.json().stores as Array<{ _id: string; offers: number; views: number }>)
      .map(({ _id, offers, views }) => ({ id: Number(_id), offers, views }))
      .sort((a, b) => a.id - b.id);
    expect(reported).toEqual(summed);
    sqlite.prepare('DELETE FROM stores WHERE id = ?').run(silk);
    expect(sqlite.prepare('SELECT store_id FROM store_offer_totals').pluck().all()).toEqual([agro]);
  });

  it("keeps each store's last end day of its shown offers as they are added, extended, paused, resumed, moved, unpublished and deleted", async () => {
    const ctx = await createTestApp();
    const silk = insertStore(ctx, { storeName: 'Silk House' });
    const agro = insertStore(ctx, { storeName: 'Agro Mart', category: 'Grocery' });
    const sqlite = ctx.app.db.$client;
    const lastEndDays = () =>
      sqlite.prepare('SELECT store_id AS id, last_end_date AS day FROM store_offer_totals ORDER BY store_id').all();
    // What the listing shows of each store: its published, unpaused offers.
    const computed = () =>
      sqlite
        .prepare(
          `SELECT t.store_id AS id, (SELECT max(end_date) FROM ads a WHERE a.store_id = t.store_id AND a.published = 1
           AND a.paused_at IS NULL) AS day FROM store_offer_totals t ORDER BY t.store_id`,
        )
        .all();
    const bulk = (action: string, ids: number[], extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/storeads/bulk/${action}`,
        headers: ctx.auth,
        payload: { ids: ids.map(String), ...extra },
      });
    const expectDays = (silkDay: string | null, agroDay?: string | null) => {
      const expected = [{ id: silk, day: silkDay }, ...(agroDay === undefined ? [] : [{ id: agro, day: agroDay }])];
      expect(lastEndDays()).toEqual(expected);
      expect(computed()).toEqual(expected);
    };

    const ended = insertOffer(ctx, { storeId: silk, startDate: day(-9), endDate: day(-2) });
    const soon = insertOffer(ctx, { storeId: silk, endDate: day(3) });
    const later = insertOffer(ctx, { storeId: silk, endDate: day(7) });
    expectDays(day(7));
    expect((await bulk('pause', [later])).statusCode).toBe(200);
    expectDays(day(3));
    expect((await bulk('extend', [soon], { days: 7 })).statusCode).toBe(200);
    expectDays(day(10));
    expect((await bulk('resume', [later])).statusCode).toBe(200);
    expectDays(day(10));
    sqlite.prepare('UPDATE ads SET store_id = ? WHERE id = ?').run(agro, soon);
    expectDays(day(7), day(10));
    sqlite.prepare('UPDATE ads SET published = 0 WHERE id = ?').run(later);
    expectDays(day(-2), day(10));
    insertOffer(ctx, { storeId: agro, endDate: day(4) });
    expect((await bulk('delete', [ended, soon])).statusCode).toBe(200);
    expectDays(null, day(4));
  });
});
