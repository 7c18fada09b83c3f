// A store's opening hours and coordinates (admin form) and its public page call (GET /store/{id}/page).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema.js';
import { API, createTestApp, type TestContext } from '../helpers.js';
import {
  createCategory,
  createLocation,
  createOfferType,
  createStore,
  imagePart,
  insertOffer,
  sendForm,
  snapshot,
  storeFields,
} from '../store-fixtures.js';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Mon-Sat 09:30 to 21:00, Sunday closed; `changes` replace whole days by index. */
function week(changes: Record<number, object> = {}) {
  return DAYS.map((day, index) => ({
    day,
    closed: day === 'Sunday',
    open: '09:30',
    close: '21:00',
    ...changes[index],
  }));
}

async function seedStore(ctx: TestContext) {
  await createCategory(ctx, 'Groceries');
  await createLocation(ctx, 'Ernakulam', 'Kakkanad');
  return createStore(ctx);
}

function editStore(ctx: TestContext, id: string, fields: Record<string, string>) {
  return sendForm(ctx, 'PUT', `/Store/${id}`, { ...storeFields(), ...fields });
}

function storePage(ctx: TestContext, id: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `${API}/store/${id}/page`, headers });
}

describe('store opening hours and coordinates', () => {
  it('creates a store with its week and pin, and answers them on every read', async () => {
    const ctx = await createTestApp();
    await createCategory(ctx, 'Groceries');
    await createLocation(ctx, 'Ernakulam', 'Kakkanad');

    const response = await sendForm(
      ctx,
      'POST',
      '/Store',
      { ...storeFields(), openingHours: JSON.stringify(week()), latitude: '10.0159', longitude: ' 76.3419 ' },
      [await imagePart('logoUrl', 'logo.png')],
    );

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ openingHours: week(), latitude: 10.0159, longitude: 76.3419 });
    const read = await ctx.app.inject({ method: 'GET', url: `${API}/Store/${created._id}`, headers: ctx.auth });
    expect(read.json()).toMatchObject({ openingHours: week(), latitude: 10.0159, longitude: 76.3419 });
  });

  it('leaves them empty for a form without them (the original client) and keeps them on such an edit', async () => {
    const ctx = await createTestApp();
    const store = await seedStore(ctx);
    expect(store).toMatchObject({ openingHours: null, latitude: null, longitude: null });

    await editStore(ctx, store._id, { openingHours: JSON.stringify(week()), latitude: '8.5', longitude: '76.95' });
    const plainEdit = await editStore(ctx, store._id, { storeName: 'Fresh Mart Kakkanad' });

    expect(plainEdit.statusCode).toBe(200);
    expect(plainEdit.json()).toMatchObject({
      storeName: 'Fresh Mart Kakkanad',
      openingHours: week(),
      latitude: 8.5,
      longitude: 76.95,
    });
  });

  it('clears them when the form sends them empty', async () => {
    const ctx = await createTestApp();
    const store = await seedStore(ctx);
    await editStore(ctx, store._id, { openingHours: JSON.stringify(week()), latitude: '8.5', longitude: '76.95' });

    const cleared = await editStore(ctx, store._id, { openingHours: '', latitude: '', longitude: '' });

    expect(cleared.json()).toMatchObject({ openingHours: null, latitude: null, longitude: null });
  });

  it('accepts a day that closes after midnight (closing time before opening time)', async () => {
    const ctx = await createTestApp();
    const store = await seedStore(ctx);
    const lateNight = week({ 4: { open: '18:00', close: '02:00' } });

    const response = await editStore(ctx, store._id, { openingHours: JSON.stringify(lateNight) });

    expect(response.statusCode).toBe(200);
    expect(response.json().openingHours[4]).toEqual({ day: 'Friday', closed: false, open: '18:00', close: '02:00' });
  });

  const refused: Array<{ name: string; fields: Record<string, string>; errors: Array<[string, string]> }> = [
    {
      name: 'a latitude beyond 90 and a longitude that is not a number',
      fields: { latitude: '91', longitude: 'east' },
      errors: [
        ['latitude', 'Latitude must be a number of degrees from -90 to 90'],
        ['longitude', 'Longitude must be a number of degrees from -180 to 180'],
      ],
    },
    {
      name: 'a longitude beyond -180',
      fields: { latitude: '10', longitude: '-180.5' },
      errors: [['longitude', 'Longitude must be a number of degrees from -180 to 180']],
    },
    {
      name: 'a latitude without a longitude',
      fields: { latitude: '10', longitude: '' },
      errors: [['longitude', 'Give both latitude and longitude, or neither']],
    },
    {
      name: 'opening hours that are not JSON',
      fields: { openingHours: 'Mon-Sat 9 to 9' },
      errors: [['openingHours', expect.stringContaining('list of the 7 weekdays') as unknown as string]],
    },
    {
      name: 'six days only',
      fields: { openingHours: JSON.stringify(week().slice(0, 6)) },
      errors: [['openingHours', expect.stringContaining('list of the 7 weekdays') as unknown as string]],
    },
    {
      name: 'a time that is not HH:MM',
      fields: { openingHours: JSON.stringify(week({ 2: { open: '9am' } })) },
      errors: [['openingHours', 'Wednesday: opening and closing times must be HH:MM (24-hour), e.g. 09:30 and 21:00']],
    },
    {
      name: '24:00',
      fields: { openingHours: JSON.stringify(week({ 0: { close: '24:00' } })) },
      errors: [['openingHours', expect.stringContaining('Monday: opening and closing times') as unknown as string]],
    },
    {
      name: 'an open day that closes when it opens',
      fields: { openingHours: JSON.stringify(week({ 1: { open: '10:00', close: '10:00' } })) },
      errors: [
        ['openingHours', 'Tuesday: the closing time must differ from the opening time (mark the day closed if it is)'],
      ],
    },
  ];

  for (const { name, fields, errors } of refused) {
    it(`refuses ${name} with each field's error, changing nothing`, async () => {
      const ctx = await createTestApp();
      const store = await seedStore(ctx);
      const before = snapshot(ctx);

      const response = await editStore(ctx, store._id, { storeName: 'Renamed', ...fields });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors.map(([field, message]) => ({ field, message })));
      expect(snapshot(ctx)).toEqual(before);
    });
  }
});

describe('GET /store/{id}/page', () => {
  async function storeWithOffers(ctx: TestContext) {
    const store = await seedStore(ctx);
    await editStore(ctx, store._id, {
      openingHours: JSON.stringify(week()),
      latitude: '10.0159',
      longitude: '76.3419',
    });
    const offerType = await createOfferType(ctx, 'Flat discount');
    const older = await insertOffer(ctx, store._id, offerType._id);
    const newer = await insertOffer(ctx, store._id, offerType._id);
    const ended = await insertOffer(ctx, store._id, offerType._id);
    const future = await insertOffer(ctx, store._id, offerType._id);
    const db = ctx.app.db;
    db.update(ads)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(ads.id, older.id))
      .run();
    db.update(ads)
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(ads.id, newer.id))
      .run();
    db.update(ads).set({ endDate: '2020-01-31' }).where(eq(ads.id, ended.id)).run();
    db.update(ads).set({ startDate: '2099-01-01' }).where(eq(ads.id, future.id)).run();
    return { store, older, newer };
  }

  it('answers the store without its owner and its live offers, newest first, to anyone', async () => {
    const ctx = await createTestApp();
    const { store, older, newer } = await storeWithOffers(ctx);

    const response = await storePage(ctx, store._id);

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.store).toEqual({
      _id: store._id,
      storeName: 'Fresh Mart',
      contact: '9847012345',
      email: 'owner@freshmart.in',
      address: 'MG Road, Kakkanad',
      district: 'Ernakulam',
      districtMl: 'എറണാകുളം',
      location: 'Kakkanad',
      category: 'Groceries',
      logoUrl: store.logoUrl,
      openingHours: week(),
      latitude: 10.0159,
      longitude: 76.3419,
    });
    expect(page.offers.map((offer: { _id: string }) => offer._id)).toEqual([String(newer.id), String(older.id)]);
    expect(page.offers[0].storeId).toEqual(page.store);
  });

  it('answers a store without live offers with an empty list', async () => {
    const ctx = await createTestApp();
    const store = await seedStore(ctx);

    const response = await storePage(ctx, store._id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ store: { _id: store._id, openingHours: null }, offers: [] });
  });

  it('shows an admin edit at once although the answer is cached (ETag)', async () => {
    const ctx = await createTestApp();
    const store = await seedStore(ctx);
    const first = await storePage(ctx, store._id);
    const etag = String(first.headers.etag);
    expect((await storePage(ctx, store._id, { 'if-none-match': etag })).statusCode).toBe(304);

    await editStore(ctx, store._id, { latitude: '9.9312', longitude: '76.2673' });

    const after = await storePage(ctx, store._id, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().store).toMatchObject({ latitude: 9.9312, longitude: 76.2673 });
  });

  it('is a 404 for an unknown store and a 400 for a malformed id', async () => {
    const ctx = await createTestApp();

    const unknown = await storePage(ctx, '999');
    const malformed = await storePage(ctx, 'abc');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Store not found' });
    expect(malformed.statusCode).toBe(400);
  });

  it('embeds the week and pin in the store of every offer in the public listing', async () => {
    const ctx = await createTestApp();
    await storeWithOffers(ctx);

    const listing = await ctx.app.inject({ method: 'GET', url: `${API}/storeads/adswithstore` });

    expect(listing.json().data[0].storeId).toMatchObject({
      openingHours: week(),
      latitude: 10.0159,
      longitude: 76.3419,
    });
  });
});
