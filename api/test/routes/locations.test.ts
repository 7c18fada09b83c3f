import { describe, expect, it } from 'vitest';
import { API, countRows, createTestApp, type TestContext } from '../helpers.js';
import { createCategory, createStore } from '../store-fixtures.js';

async function createLocation(ctx: TestContext, district: string, locationName: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/locations`,
    headers: ctx.auth,
    payload: { district, locationName },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; district: string; locationName: string };
}

describe('GET /districts', () => {
  it("lists Kerala's 14 districts in order without a token", async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `${API}/districts` });
    expect(response.statusCode).toBe(200);
    const districts = response.json();
    expect(districts).toHaveLength(14);
    expect(districts[0]).toEqual({ id: '1', title: 'Thiruvananthapuram', nameMl: 'തിരുവനന്തപുരം' });
    expect(districts.at(-1)).toEqual({ id: '14', title: 'Kasaragod', nameMl: 'കാസർഗോഡ്' });
  });
});

describe('locations', () => {
  it('takes a Malayalam name, answered with the district’s Malayalam name', async () => {
    const ctx = await createTestApp();

    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/locations`,
      headers: ctx.auth,
      payload: { district: 'Ernakulam', locationName: 'Aluva', nameMl: 'ആലുവ' },
    });

    expect(response.json()).toMatchObject({ districtMl: 'എറണാകുളം', locationName: 'Aluva', nameMl: 'ആലുവ' });
  });

  it('creates, lists, pages, updates and deletes a location', async () => {
    const ctx = await createTestApp();
    const aluva = await createLocation(ctx, 'Ernakulam', '  Aluva ');
    expect(aluva).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      district: 'Ernakulam',
      districtMl: 'എറണാകുളം',
      locationName: 'Aluva',
    });
    await createLocation(ctx, 'ernakulam', 'Kakkanad');
    await createLocation(ctx, 'Thrissur', 'Chalakudy');

    const all = await ctx.app.inject({ method: 'GET', url: `${API}/locations?paginated=false` });
    expect(all.json()).toEqual({
      data: [
        { _id: expect.any(String), district: 'Ernakulam', districtMl: 'എറണാകുളം', locationName: 'Aluva' },
        { _id: expect.any(String), district: 'Ernakulam', districtMl: 'എറണാകുളം', locationName: 'Kakkanad' },
        { _id: expect.any(String), district: 'Thrissur', districtMl: 'തൃശ്ശൂർ', locationName: 'Chalakudy' },
      ],
      totalCount: 3,
      paginated: false,
      totalPages: 1,
    });

    const page2 = await ctx.app.inject({ method: 'GET', url: `${API}/locations?page=2&limit=2&paginated=true` });
    expect(page2.json()).toMatchObject({ totalCount: 3, paginated: true, totalPages: 2 });
    expect(page2.json().data.map((l: { locationName: string }) => l.locationName)).toEqual(['Chalakudy']);

    const byDistrict = await ctx.app.inject({
      method: 'GET',
      url: `${API}/locations/getBydistrict?district=Ernakulam`,
    });
    expect(byDistrict.json().map((l: { locationName: string }) => l.locationName)).toEqual(['Aluva', 'Kakkanad']);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/locations/${aluva._id}`,
      headers: ctx.auth,
      payload: { district: 'Ernakulam', locationName: 'Aluva Town' },
    });
    expect(updated.json()).toEqual({
      _id: aluva._id,
      district: 'Ernakulam',
      districtMl: 'എറണാകുളം',
      locationName: 'Aluva Town',
    });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${API}/locations/${aluva._id}`, headers: ctx.auth });
    expect(deleted.json()).toEqual({ message: 'Location deleted successfully' });
    expect(countRows(ctx.app, 'locations')).toBe(2);
  });

  it('answers the whole list without paginated=true, as clients of the original API expect', async () => {
    const ctx = await createTestApp();
    for (let n = 1; n <= 12; n++) await createLocation(ctx, 'Ernakulam', `Town ${String(n).padStart(2, '0')}`);

    const plain = await ctx.app.inject({ method: 'GET', url: `${API}/locations` });
    const withPage = await ctx.app.inject({ method: 'GET', url: `${API}/locations?page=1&limit=10` });
    const paged = await ctx.app.inject({ method: 'GET', url: `${API}/locations?paginated=true&page=2` });

    expect(plain.json()).toMatchObject({ totalCount: 12, paginated: false, totalPages: 1 });
    expect(plain.json().data).toHaveLength(12);
    expect(withPage.json().data).toHaveLength(12);
    expect(paged.json()).toMatchObject({ totalCount: 12, paginated: true, totalPages: 2 });
    expect(paged.json().data.map((l: { locationName: string }) => l.locationName)).toEqual(['Town 11', 'Town 12']);
  });

  it('searches location names in any case, within a district when one is given', async () => {
    const ctx = await createTestApp();
    await createLocation(ctx, 'Ernakulam', 'Kakkanad');
    await createLocation(ctx, 'Ernakulam', 'Aluva');
    await createLocation(ctx, 'Kozhikode', 'Kakkodi');
    const names = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `${API}/locations?paginated=true&${query}` }))
        .json()
        .data.map((l: { locationName: string }) => l.locationName);

    expect(await names('search=KAKK')).toEqual(['Kakkanad', 'Kakkodi']);
    expect(await names('search=kakk&district=Kozhikode')).toEqual(['Kakkodi']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('district=Ernakulam')).toEqual(['Aluva', 'Kakkanad']);
  });

  it('names each missing field of a location', async () => {
    const ctx = await createTestApp();

    const response = await ctx.app.inject({ method: 'POST', url: `${API}/locations`, headers: ctx.auth, payload: {} });

    expect(response.json()).toEqual({
      message: 'Please select both district and location.',
      errors: [
        { field: 'district', message: 'Please select both district and location.' },
        { field: 'locationName', message: 'Please select both district and location.' },
      ],
    });
  });

  it('asks for both district and location, and refuses an unknown district', async () => {
    const ctx = await createTestApp();
    for (const payload of [
      {},
      { district: 'Ernakulam' },
      { locationName: 'Aluva' },
      { district: ' ', locationName: ' ' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: `${API}/locations`, headers: ctx.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select both district and location.');
    }
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `${API}/locations`,
      headers: ctx.auth,
      payload: { district: 'Atlantis', locationName: 'Aluva' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown district: Atlantis' });
    expect(countRows(ctx.app, 'locations')).toBe(0);
  });

  it('refuses a duplicate in the same district, in any case, and allows it in another district', async () => {
    const ctx = await createTestApp();
    await createLocation(ctx, 'Ernakulam', 'Aluva');
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: `${API}/locations`,
      headers: ctx.auth,
      payload: { district: 'Ernakulam', locationName: 'ALUVA' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'ALUVA already exists in this district.' });
    await createLocation(ctx, 'Thrissur', 'Aluva');
    expect(countRows(ctx.app, 'locations')).toBe(2);
  });

  it('says which stores are at a location before a delete', async () => {
    const ctx = await createTestApp();
    const kakkanad = await createLocation(ctx, 'Ernakulam', 'Kakkanad');
    const aluva = await createLocation(ctx, 'Ernakulam', 'Aluva');
    await createCategory(ctx);
    await createStore(ctx, { storeName: 'Fresh Mart', location: 'Kakkanad' });
    const usage = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `${API}/locations/${id}/usage`, headers: ctx.auth });

    expect((await usage(kakkanad._id)).json()).toEqual({ stores: 1, offers: 0, storeNames: ['Fresh Mart'] });
    expect((await usage(aluva._id)).json()).toEqual({ stores: 0, offers: 0, storeNames: [] });
    expect((await usage('999')).statusCode).toBe(404);
  });

  it('refuses to delete a location that a store uses', async () => {
    const ctx = await createTestApp();
    const aluva = await createLocation(ctx, 'Ernakulam', 'Aluva');
    const sqlite = ctx.app.db.$client;
    sqlite.prepare("INSERT INTO categories (title) VALUES ('Textiles')").run();
    sqlite
      .prepare(
        `INSERT INTO stores (store_name, owner_name, contact, email, address, location_id, category_id, logo_url)
         VALUES ('Seematti', 'Beena', '9847000000', 's@example.com', 'MG Road', ?, 1, 'uploads/logos/x.1x1.webp')`,
      )
      .run(Number(aluva._id));
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/locations/${aluva._id}`,
      headers: ctx.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This location is used by 1 store. Move or delete them first.' });
    expect(countRows(ctx.app, 'locations')).toBe(1);
  });

  it('answers 401 without a token on every write and on the single-location read', async () => {
    const ctx = await createTestApp();
    const aluva = await createLocation(ctx, 'Ernakulam', 'Aluva');
    const calls = [
      { method: 'GET', url: `${API}/locations/${aluva._id}` },
      { method: 'POST', url: `${API}/locations`, payload: { district: 'Ernakulam', locationName: 'Edappally' } },
      { method: 'PUT', url: `${API}/locations/${aluva._id}`, payload: { district: 'Ernakulam', locationName: 'X' } },
      { method: 'DELETE', url: `${API}/locations/${aluva._id}` },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject(call);
      expect(response.statusCode).toBe(401);
    }
    expect(countRows(ctx.app, 'locations')).toBe(1);
    expect(ctx.app.db.$client.prepare('SELECT location_name FROM locations').get()).toEqual({ location_name: 'Aluva' });
  });

  it('answers 4xx to malformed ids, unknown ids, bad paging and huge strings', async () => {
    const ctx = await createTestApp();
    for (const url of [
      '/locations/abc',
      '/locations/0',
      '/locations/-1',
      '/locations/1.5',
      '/locations/99999999999999999',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers: ctx.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid id' });
    }
    const unknown = await ctx.app.inject({ method: 'DELETE', url: `${API}/locations/424242`, headers: ctx.auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Location not found' });
    for (const query of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=1000', 'page=NaN', 'paginated=maybe']) {
      const response = await ctx.app.inject({ method: 'GET', url: `${API}/locations?${query}` });
      expect(response.statusCode).toBe(400);
    }
    const huge = await ctx.app.inject({
      method: 'POST',
      url: `${API}/locations`,
      headers: ctx.auth,
      payload: { district: 'Ernakulam', locationName: 'x'.repeat(10_000) },
    });
    expect(huge.statusCode).toBe(400);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: `${API}/locations`,
      headers: ctx.auth,
      payload: { district: ['Ernakulam'], locationName: { name: 'Aluva' } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(countRows(ctx.app, 'locations')).toBe(0);
  });
});
