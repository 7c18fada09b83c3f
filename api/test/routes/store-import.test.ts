import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/db/schema.js';
import { UNREADABLE_TEXT } from '../../src/routes/stores/store-import.js';
import { API, countRows, createTestApp, type TestContext } from '../helpers.js';
import {
  createCategory,
  createLocation,
  createStore,
  goneFromDisk,
  STORED_PATH,
  snapshot,
  storedOnDisk,
  storeFields,
} from '../store-fixtures.js';

async function seedPlaces(ctx: TestContext) {
  await createCategory(ctx, 'Groceries');
  await createLocation(ctx, 'Ernakulam', 'Kakkanad');
  await createLocation(ctx, 'Thrissur', 'Round North');
}

function send(ctx: TestContext, url: string, rows: unknown[], headers: Record<string, string> = ctx.auth) {
  return ctx.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: { rows } });
}

const row = (overrides: Record<string, string> = {}) => ({ ...storeFields(), ...overrides });

describe('POST /Store/import/preview', () => {
  it('shows each row as it will be stored and each problem in words, writing nothing', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    await createStore(ctx, { storeName: 'Fresh Mart' });
    const before = snapshot(ctx);

    const response = await send(ctx, '/Store/import/preview', [
      row({ storeName: 'Ravi Stores', contact: '+91 98470-12345', district: 'ernakulam', category: 'groceries' }),
      row({ storeName: 'fresh mart' }),
      row({ storeName: 'Ravi Stores' }),
      row({ storeName: 'Kochi Bakes', contact: '12345', email: 'bakes@' }),
      row({ storeName: 'Malabar Gold', district: 'Atlantis' }),
      row({ storeName: 'Pooram Textiles', location: 'Round North' }),
      row({ storeName: 'Nila Books', location: 'Nowhere' }),
      { storeName: 'Half Row', ownerName: '  ' },
    ]);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rowsWithErrors).toBe(7);
    expect(body.rows[0]).toEqual({
      row: 2,
      store: {
        storeName: 'Ravi Stores',
        ownerName: 'Anil Kumar',
        contact: '9847012345',
        email: 'owner@freshmart.in',
        address: 'MG Road, Kakkanad',
        district: 'Ernakulam',
        location: 'Kakkanad',
        category: 'Groceries',
        openingHours: null,
        latitude: null,
        longitude: null,
      },
      errors: [],
    });
    const errorsOf = (index: number) => body.rows[index].errors;
    expect(errorsOf(1)).toEqual([{ field: 'storeName', message: 'A store named "fresh mart" already exists' }]);
    expect(errorsOf(2)).toEqual([{ field: 'storeName', message: 'Same store name as row 2' }]);
    expect(errorsOf(3)).toEqual([
      { field: 'contact', message: 'Please enter a valid 10-digit phone number' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(body.rows[3].store.contact).toBe('12345');
    expect(errorsOf(4)).toEqual([{ field: 'district', message: 'Unknown district: Atlantis' }]);
    expect(errorsOf(5)).toEqual([{ field: 'location', message: 'Location does not belong to the selected district.' }]);
    expect(errorsOf(6)).toEqual([{ field: 'location', message: 'Unknown location: Nowhere' }]);
    expect(errorsOf(7).map((error: { field: string }) => error.field)).toEqual([
      'ownerName',
      'contact',
      'email',
      'address',
      'district',
      'location',
      'category',
    ]);
    expect(errorsOf(7)[0].message).toBe('Owner name is required');
    expect(snapshot(ctx)).toEqual(before);
  });

  it('takes text in any script, and flags a cell whose bytes were not UTF-8 (U+FFFD) rather than storing it', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);

    const response = await send(ctx, '/Store/import/preview', [
      row({ storeName: 'ശ്രീ UX ബേക്കറി', address: 'കാക്കനാട്' }),
      row({ storeName: 'Caf\uFFFD Delight', address: 'Rue \uFFFDtoile' }),
    ]);

    const [malayalam, garbled] = response.json().rows;
    expect(malayalam.errors).toEqual([]);
    expect(malayalam.store.storeName).toBe('ശ്രീ UX ബേക്കറി');
    expect(garbled.errors).toEqual([
      { field: 'storeName', message: UNREADABLE_TEXT },
      { field: 'address', message: UNREADABLE_TEXT },
    ]);
  });

  it('needs the admin token and refuses an empty or oversized list', async () => {
    const ctx = await createTestApp();
    expect((await send(ctx, '/Store/import/preview', [row()], {})).statusCode).toBe(401);
    expect((await send(ctx, '/Store/import/preview', [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, index) => row({ storeName: `Shop ${index}` }));
    expect((await send(ctx, '/Store/import/preview', tooMany)).statusCode).toBe(400);
    const long = 'x'.repeat(1000);
    const huge = Array.from({ length: 1000 }, () => row({ ownerName: long, address: long, email: long }));
    expect((await send(ctx, '/Store/import', huge)).statusCode).toBe(413);
    const notRows = await ctx.app.inject({
      method: 'POST',
      url: `${API}/Store/import`,
      headers: ctx.auth,
      payload: { rows: [{ storeName: { $gt: '' } }] },
    });
    expect(notRows.statusCode).toBe(400);
  });
});

describe('POST /Store/import', () => {
  it('imports every row in one go, all sharing one "logo to come" picture until their own is uploaded', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const rows = Array.from({ length: 30 }, (_, index) =>
      row({ storeName: `Imported Shop ${index + 1}`, contact: `98470${String(index).padStart(5, '0')}` }),
    );

    const response = await send(ctx, '/Store/import', rows);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Imported 30 stores', imported: 30 });
    expect(countRows(ctx.app, 'stores')).toBe(30);
    const list = await ctx.app.inject({ method: 'GET', url: `${API}/Store?limit=100`, headers: ctx.auth });
    const stores = list.json().stores as Array<{ storeName: string; contact: string; logoUrl: string }>;
    const logos = new Set(stores.map((store) => store.logoUrl));
    expect(logos.size).toBe(1);
    const [logo] = [...logos] as [string];
    expect(logo).toMatch(STORED_PATH.logos);
    expect(storedOnDisk(ctx, logo)).toBe(true);
    expect(stores.find((store) => store.storeName === 'Imported Shop 3')?.contact).toBe('9847000002');

    const first = stores[0] as unknown as { _id: string };
    await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${first._id}`, headers: ctx.auth });
    expect(storedOnDisk(ctx, logo)).toBe(true);
    for (const store of stores.slice(1) as unknown as Array<{ _id: string }>) {
      await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${store._id}`, headers: ctx.auth });
    }
    expect(goneFromDisk(ctx, logo)).toBe(true);
  });

  it('takes the optional Malayalam name and address columns, in one spelling, checked for length', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const malayalam = { storeNameMl: 'ഫ്രഷ് മാർട്ട്', addressMl: 'എം.ജി. റോഡ്, കാക്കനാട്' };
    const older = { ...malayalam, storeNameMl: malayalam.storeNameMl.replace('ർ', 'ര\u0D4D\u200D') };

    const tooLong = await send(ctx, '/Store/import/preview', [row({ storeNameMl: 'ക'.repeat(121) })]);
    const response = await send(ctx, '/Store/import', [row(older)]);

    expect(tooLong.json().rows[0].errors).toEqual([
      { field: 'storeNameMl', message: 'Store name in Malayalam must be at most 120 characters' },
    ]);
    expect(response.statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: `${API}/Store`, headers: ctx.auth });
    expect(list.json().stores[0]).toMatchObject(malayalam);
  });

  it("stores each row's pin and opening hours, checked by the store form's rules: a bad one is refused in its row and nothing is written", async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const week = WEEKDAYS.map((day) => ({ day, closed: day === 'Sunday', open: '09:30', close: '21:00' }));
    const placed = row({
      storeName: 'Pinned Bakery',
      latitude: '10.0159',
      longitude: '76.3419',
      openingHours: JSON.stringify(week),
    });
    const rows = [
      placed,
      row({ storeName: 'Far Away', latitude: '100', longitude: '76.3' }),
      row({ storeName: 'Half Pin', latitude: '10.01' }),
      row({ storeName: 'Never Shut', openingHours: JSON.stringify(week.map((day) => ({ ...day, close: '09:30' }))) }),
    ];
    const before = snapshot(ctx);

    const refused = await send(ctx, '/Store/import', rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('3 rows have errors; nothing was imported. Fix the file and upload it again.');
    expect(snapshot(ctx)).toEqual(before);
    const preview = await send(ctx, '/Store/import/preview', rows);
    const [ok, far, half, never] = preview.json().rows;
    expect(ok.store).toMatchObject({ latitude: 10.0159, longitude: 76.3419, openingHours: week });
    expect(far.errors).toEqual([{ field: 'latitude', message: 'Latitude must be a number of degrees from -90 to 90' }]);
    expect(half.errors).toEqual([{ field: 'longitude', message: 'Give both latitude and longitude, or neither' }]);
    expect(never.errors).toEqual([
      {
        field: 'openingHours',
        message: 'Monday: the closing time must differ from the opening time (mark the day closed if it is)',
      },
    ]);

    const imported = await send(ctx, '/Store/import', [placed, row({ storeName: 'No Pin Yet' })]);
    expect(imported.statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: `${API}/Store?limit=100`, headers: ctx.auth });
    const stores = list.json().stores as Array<{ _id: string; storeName: string }>;
    const details = async (name: string) => {
      const id = stores.find((store) => store.storeName === name)?._id;
      return (await ctx.app.inject({ method: 'GET', url: `${API}/Store/${id}`, headers: ctx.auth })).json();
    };
    expect(await details('Pinned Bakery')).toMatchObject({ latitude: 10.0159, longitude: 76.3419, openingHours: week });
    expect(await details('No Pin Yet')).toMatchObject({ latitude: null, longitude: null, openingHours: null });
  });

  it('imports nothing while any row has an error, saying how many rows to fix', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const before = snapshot(ctx);

    const response = await send(ctx, '/Store/import', [
      row({ storeName: 'Good One' }),
      row({ storeName: 'Bad Phone', contact: '555' }),
      row({ storeName: 'Good One' }),
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('2 rows have errors; nothing was imported. Fix the file and upload it again.');
    expect(snapshot(ctx)).toEqual(before);
  });
});
