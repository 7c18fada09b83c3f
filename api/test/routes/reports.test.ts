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
});
