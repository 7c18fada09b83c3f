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
});
