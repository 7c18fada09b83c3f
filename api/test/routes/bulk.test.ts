import { describe, expect, it } from 'vitest';
import { API, countRows, createTestApp, type TestContext } from '../helpers.js';
import {
  createCategory,
  createLocation,
  createOfferType,
  createStore,
  goneFromDisk,
  insertOffer,
  snapshot,
  storedOnDisk,
} from '../store-fixtures.js';

async function seedOffers(ctx: TestContext) {
  await createCategory(ctx, 'Groceries');
  await createLocation(ctx, 'Ernakulam', 'Kakkanad');
  const store = await createStore(ctx, { storeName: 'Fresh Mart' });
  const offerType = await createOfferType(ctx);
  const offers = [];
  for (let index = 0; index < 3; index++) offers.push(await insertOffer(ctx, store._id, offerType._id));
  return { store, ads: offers };
}

function post(ctx: TestContext, path: string, payload: unknown, headers: Record<string, string> = ctx.auth) {
  return ctx.app.inject({ method: 'POST', url: `${API}${path}`, headers, payload: payload as object });
}

function endDates(ctx: TestContext): Record<number, string> {
  const rows = ctx.app.db.$client.prepare('SELECT id, end_date AS endDate FROM ads').all() as Array<{
    id: number;
    endDate: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.id, row.endDate]));
}

describe('bulk actions on offers', () => {
  it('deletes the chosen offers and their images, leaving the others', async () => {
    const ctx = await createTestApp();
    const { ads: offers } = await seedOffers(ctx);
    const [first, second, kept] = offers as [(typeof offers)[0], (typeof offers)[0], (typeof offers)[0]];

    const response = await post(ctx, '/storeads/bulk/delete', { ids: [String(first.id), String(second.id)] });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Deleted 2 offers', count: 2 });
    expect(Object.keys(endDates(ctx))).toEqual([String(kept.id)]);
    expect(first.images.every((path) => goneFromDisk(ctx, path))).toBe(true);
    expect(kept.images.every((path) => storedOnDisk(ctx, path))).toBe(true);
  });

  it('extends end dates by N days across a month and year end', async () => {
    const ctx = await createTestApp();
    const { ads: offers } = await seedOffers(ctx);
    const [first, second] = offers as [(typeof offers)[0], (typeof offers)[0]];

    const response = await post(ctx, '/storeads/bulk/extend', { ids: [String(first.id), String(second.id)], days: 7 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Extended 2 offers by 7 days', count: 2 });
    expect(endDates(ctx)).toEqual({
      [first.id]: '2100-01-07',
      [second.id]: '2100-01-07',
      [offers[2]?.id ?? 0]: '2099-12-31',
    });
  });

  it('changes nothing when one id names no offer, or the request is out of bounds', async () => {
    const ctx = await createTestApp();
    const { ads: offers } = await seedOffers(ctx);
    const before = snapshot(ctx);
    const ids = offers.map((offer) => String(offer.id));

    const missing = await post(ctx, '/storeads/bulk/delete', { ids: [...ids, '999'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('1 offer of the selection no longer exists; nothing was changed.');
    expect((await post(ctx, '/storeads/bulk/extend', { ids: [...ids, '998', '999'], days: 3 })).json().message).toBe(
      '2 offers of the selection no longer exist; nothing was changed.',
    );
    const tooMany = Array.from({ length: 101 }, (_, index) => String(index + 1));
    for (const [path, payload] of [
      ['/storeads/bulk/delete', { ids: [] }],
      ['/storeads/bulk/delete', { ids: tooMany }],
      ['/storeads/bulk/delete', { ids: [ids[0], ids[0]] }],
      ['/storeads/bulk/delete', { ids: ['abc'] }],
      ['/storeads/bulk/extend', { ids, days: 0 }],
      ['/storeads/bulk/extend', { ids, days: 366 }],
      ['/storeads/bulk/extend', { ids, days: 1.5 }],
    ] as const) {
      expect((await post(ctx, path, payload)).statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect((await post(ctx, '/storeads/bulk/delete', { ids }, {})).statusCode).toBe(401);
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('bulk delete of stores', () => {
  it('deletes the stores with their offers and files in one go, or nothing when one is gone', async () => {
    const ctx = await createTestApp();
    const { store, ads: offers } = await seedOffers(ctx);
    const other = await createStore(ctx, { storeName: 'Green Grocer' });
    const third = await createStore(ctx, { storeName: 'Corner Shop' });
    const before = snapshot(ctx);

    const refused = await post(ctx, '/Store/bulk/delete', { ids: [store._id, '999'] });
    expect(refused.statusCode).toBe(404);
    expect(snapshot(ctx)).toEqual(before);

    const response = await post(ctx, '/Store/bulk/delete', { ids: [store._id, other._id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Deleted 2 stores and their offers', count: 2 });
    expect(countRows(ctx.app, 'stores')).toBe(1);
    expect(countRows(ctx.app, 'ads')).toBe(0);
    expect(goneFromDisk(ctx, store.logoUrl)).toBe(true);
    expect(offers.flatMap((offer) => offer.images).every((path) => goneFromDisk(ctx, path))).toBe(true);
    expect(storedOnDisk(ctx, third.logoUrl)).toBe(true);
  });
});
