import { describe, expect, it } from 'vitest';
import { day, insertOffer as insertDatedOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { API, countRows, createTestApp, largeJpeg, type TestContext } from '../helpers.js';
import {
  createCategory,
  createLocation,
  createOfferType,
  createStore,
  type FormCase,
  goneFromDisk,
  imagePart,
  insertOffer,
  STORED_PATH,
  type StoreFormFields,
  sendForm,
  snapshot,
  storedOnDisk,
  storeFields,
  textAsPng,
} from '../store-fixtures.js';

/** A category, two locations in Ernakulam and one in Thrissur. */
async function seedPlaces(ctx: TestContext) {
  const groceries = await createCategory(ctx, 'Groceries');
  const fashion = await createCategory(ctx, 'Fashion');
  const kakkanad = await createLocation(ctx, 'Ernakulam', 'Kakkanad');
  const edappally = await createLocation(ctx, 'Ernakulam', 'Edappally');
  const round = await createLocation(ctx, 'Thrissur', 'Round North');
  return { groceries, fashion, kakkanad, edappally, round };
}

function getStores(ctx: TestContext, query = '', headers: Record<string, string> = ctx.auth) {
  return ctx.app.inject({ method: 'GET', url: `${API}/Store${query}`, headers });
}

function withoutField(name: keyof StoreFormFields): Record<string, string> {
  const { [name]: _dropped, ...rest } = storeFields();
  return rest;
}

describe('POST /Store', () => {
  it('creates a store with a normalised phone and a stored logo, answering the full store', async () => {
    const ctx = await createTestApp();
    const { groceries, kakkanad } = await seedPlaces(ctx);

    const response = await sendForm(
      ctx,
      'POST',
      '/Store',
      { ...storeFields({ contact: '+91 98470-12345', storeName: '  Fresh Mart  ' }) },
      [await imagePart('logoUrl', 'logo.jpg', 'jpeg')],
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      storeName: 'Fresh Mart',
      ownerName: 'Anil Kumar',
      contact: '9847012345',
      email: 'owner@freshmart.in',
      address: 'MG Road, Kakkanad',
      district: 'Ernakulam',
      districtMl: 'എറണാകുളം',
      location: { _id: kakkanad._id, locationName: 'Kakkanad' },
      category: { _id: groceries._id, title: 'Groceries' },
      logoUrl: expect.stringMatching(STORED_PATH.logos),
      openingHours: null,
      latitude: null,
      longitude: null,
      trusted: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(storedOnDisk(ctx, body.logoUrl)).toBe(true);
    expect(countRows(ctx.app, 'stores')).toBe(1);
  });

  it('accepts the location and category by id or by name in any case', async () => {
    const ctx = await createTestApp();
    const { fashion, edappally } = await seedPlaces(ctx);

    const byId = await createStore(ctx, { location: edappally._id, category: fashion._id });
    const byName = await createStore(ctx, { district: 'ernakulam', location: 'EDAPPALLY', category: 'fashion' });

    for (const store of [byId, byName]) {
      expect(store).toMatchObject({
        district: 'Ernakulam',
        location: { _id: edappally._id, locationName: 'Edappally' },
        category: { _id: fashion._id, title: 'Fashion' },
      });
    }
  });

  it('accepts phone numbers with spaces, dashes and a +91, 91 or 0 prefix', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);

    const stored: string[] = [];
    for (const contact of ['98470 12345', '098470-12345', '919847012345', '+91-98470-12345', '9847012345']) {
      stored.push((await createStore(ctx, { contact })).contact);
    }

    expect(stored).toEqual(Array(5).fill('9847012345'));
  });

  it('checks required fields in form order, then the logo, with the spec messages', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const logo = await imagePart('logoUrl');
    const cases: FormCase[] = [
      {
        fields: {},
        files: [logo],
        status: 400,
        message:
          'Store name is required. Owner name is required. Contact number is required. Email is required. Address is required. District is required. Location is required. Category is required.',
      },
      { fields: withoutField('storeName'), files: [logo], status: 400, message: 'Store name is required' },
      { fields: withoutField('ownerName'), files: [logo], status: 400, message: 'Owner name is required' },
      { fields: withoutField('contact'), files: [logo], status: 400, message: 'Contact number is required' },
      { fields: withoutField('email'), files: [logo], status: 400, message: 'Email is required' },
      { fields: withoutField('address'), files: [logo], status: 400, message: 'Address is required' },
      { fields: withoutField('district'), files: [logo], status: 400, message: 'District is required' },
      { fields: withoutField('location'), files: [logo], status: 400, message: 'Location is required' },
      { fields: withoutField('category'), files: [logo], status: 400, message: 'Category is required' },
      { fields: { ...storeFields(), address: '   ' }, files: [logo], status: 400, message: 'Address is required' },
      { fields: { ...storeFields() }, status: 400, message: 'Store logo is required' },
    ];
    const before = snapshot(ctx);

    for (const { fields, files, status, message } of cases) {
      const response = await sendForm(ctx, 'POST', '/Store', fields, files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }

    expect(snapshot(ctx)).toEqual(before);
  });

  it('reports every wrong field of one request at once, each naming its field', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const before = snapshot(ctx);

    const response = await sendForm(
      ctx,
      'POST',
      '/Store',
      { ...storeFields(), ownerName: '', contact: '12345', email: 'owner@' },
      [],
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Owner name is required. Store logo is required. Please enter a valid 10-digit phone number. Please enter a valid email address.',
      errors: [
        { field: 'ownerName', message: 'Owner name is required' },
        { field: 'logoUrl', message: 'Store logo is required' },
        { field: 'contact', message: 'Please enter a valid 10-digit phone number' },
        { field: 'email', message: 'Please enter a valid email address' },
      ],
    });
    expect(snapshot(ctx)).toEqual(before);
  });

  it('refuses bad formats, lengths, places and images, changing nothing in the database or on disk', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    await createStore(ctx, { storeName: 'Existing' });
    const logo = await imagePart('logoUrl');
    const form = (overrides: Partial<StoreFormFields>) => ({ ...storeFields(overrides) });
    const phone = 'Please enter a valid 10-digit phone number';
    const email = 'Please enter a valid email address';
    const cases: FormCase[] = [
      { fields: form({ contact: '12345' }), files: [logo], status: 400, message: phone },
      { fields: form({ contact: '98470123456' }), files: [logo], status: 400, message: phone },
      { fields: form({ contact: '+1 9847012345' }), files: [logo], status: 400, message: phone },
      { fields: form({ contact: 'call me maybe' }), files: [logo], status: 400, message: phone },
      { fields: form({ contact: '9'.repeat(10_000) }), files: [logo], status: 400, message: phone },
      { fields: form({ email: 'owner@' }), files: [logo], status: 400, message: email },
      { fields: form({ email: 'owner.freshmart.in' }), files: [logo], status: 400, message: email },
      { fields: form({ email: 'an owner@freshmart.in' }), files: [logo], status: 400, message: email },
      { fields: form({ email: 'owner@freshmart' }), files: [logo], status: 400, message: email },
      {
        fields: form({ storeName: 'x'.repeat(121) }),
        files: [logo],
        status: 400,
        message: 'Store name must be at most 120 characters',
      },
      {
        fields: form({ storeName: 'x'.repeat(10_000) }),
        files: [logo],
        status: 400,
        message: 'Store name must be at most 120 characters',
      },
      {
        fields: form({ ownerName: 'x'.repeat(121) }),
        files: [logo],
        status: 400,
        message: 'Owner name must be at most 120 characters',
      },
      {
        fields: form({ email: `${'x'.repeat(250)}@shop.in` }),
        files: [logo],
        status: 400,
        message: 'Email must be at most 254 characters',
      },
      {
        fields: form({ address: 'x'.repeat(501) }),
        files: [logo],
        status: 400,
        message: 'Address must be at most 500 characters',
      },
      {
        fields: form({ district: 'x'.repeat(10_000) }),
        files: [logo],
        status: 400,
        message: 'District must be at most 100 characters',
      },
      { fields: form({ district: 'Atlantis' }), files: [logo], status: 400, message: 'Unknown district: Atlantis' },
      {
        fields: form({ location: 'Round North' }),
        files: [logo],
        status: 400,
        message: 'Location does not belong to the selected district.',
      },
      {
        fields: form({ district: 'Thrissur', location: 'Kakkanad' }),
        files: [logo],
        status: 400,
        message: 'Location does not belong to the selected district.',
      },
      { fields: form({ location: 'Nowhere' }), files: [logo], status: 400, message: 'Unknown location: Nowhere' },
      { fields: form({ location: '999' }), files: [logo], status: 400, message: 'Unknown location: 999' },
      { fields: form({ category: 'Toys' }), files: [logo], status: 400, message: 'Unknown category: Toys' },
      { fields: form({ category: '999' }), files: [logo], status: 400, message: 'Unknown category: 999' },
      {
        fields: form({}),
        files: [logo, await imagePart('logoUrl', 'second.png')],
        status: 400,
        message: 'Please upload only one store logo.',
      },
      {
        fields: form({}),
        files: [textAsPng('logoUrl')],
        status: 400,
        message: 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        fields: form({}),
        files: [await imagePart('logoUrl', 'logo.gif', 'gif')],
        status: 400,
        message: 'File logo.gif is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        fields: form({}),
        files: [{ field: 'logoUrl', filename: 'huge.jpg', content: await largeJpeg() }],
        status: 413,
        message: 'Image huge.jpg is too large (max 5MB).',
      },
    ];
    const before = snapshot(ctx);

    for (const { fields, files, status, message } of cases) {
      const response = await sendForm(ctx, 'POST', '/Store', fields, files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    const anonymous = await sendForm(ctx, 'POST', '/Store', form({}), [logo], {});
    const json = await ctx.app.inject({ method: 'POST', url: `${API}/Store`, headers: ctx.auth, payload: form({}) });

    expect(anonymous.statusCode).toBe(401);
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Expected a multipart/form-data request' });
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('GET /Store', () => {
  async function seedStores(ctx: TestContext) {
    const places = await seedPlaces(ctx);
    const names = ['Alpha Foods', 'Beta Bazaar', 'Gamma Grocers', 'Delta Mart', 'Epsilon Stores', 'Zeta Foods'];
    for (const storeName of names) await createStore(ctx, { storeName });
    await createStore(ctx, { storeName: 'Kochi Fashions', category: 'Fashion', location: 'Edappally' });
    await createStore(ctx, { storeName: 'Thrissur Foods', district: 'Thrissur', location: 'Round North' });
    for (let i = 1; i <= 4; i++) await createStore(ctx, { storeName: `Filler ${i}` });
    return places;
  }

  it('pages by 10, newest first, with the list shape of the spec', async () => {
    const ctx = await createTestApp();
    await seedStores(ctx);

    const first = await getStores(ctx);
    const second = await getStores(ctx, '?page=2');

    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['currentPage', 'stores', 'totalPages', 'totalStores']);
    expect(body).toMatchObject({ currentPage: 1, totalPages: 2, totalStores: 12 });
    expect(body.stores.map((s: { storeName: string }) => s.storeName).slice(0, 3)).toEqual([
      'Filler 4',
      'Filler 3',
      'Filler 2',
    ]);
    expect(body.stores).toHaveLength(10);
    expect(second.json().stores.map((s: { storeName: string }) => s.storeName)).toEqual(['Beta Bazaar', 'Alpha Foods']);
    expect(second.json()).toMatchObject({ currentPage: 2, totalPages: 2, totalStores: 12 });
  });

  it("names each store's location and category as text, as the original admin's table reads them, ids beside", async () => {
    const ctx = await createTestApp();
    const { fashion, edappally } = await seedPlaces(ctx);
    const store = await createStore(ctx, { category: 'Fashion', location: 'Edappally' });

    const [row] = (await getStores(ctx)).json().stores;

    const { location: _location, category: _category, ...rest } = store;
    expect(row).toEqual({
      ...rest,
      location: 'Edappally',
      locationId: edappally._id,
      category: 'Fashion',
      categoryId: fashion._id,
    });
  });

  it('filters by name part, category, district and location (title or id), combined', async () => {
    const ctx = await createTestApp();
    const { fashion, edappally } = await seedStores(ctx);
    const names = async (query: string) =>
      (await getStores(ctx, query)).json().stores.map((s: { storeName: string }) => s.storeName);

    expect(await names('?search=FOODS')).toEqual(['Thrissur Foods', 'Zeta Foods', 'Alpha Foods']);
    expect(await names('?category=fashion')).toEqual(['Kochi Fashions']);
    expect(await names(`?category=${fashion._id}`)).toEqual(['Kochi Fashions']);
    expect(await names('?district=thrissur')).toEqual(['Thrissur Foods']);
    expect(await names('?location=Edappally')).toEqual(['Kochi Fashions']);
    expect(await names(`?location=${edappally._id}`)).toEqual(['Kochi Fashions']);
    expect(await names('?search=foods&district=Ernakulam&category=Groceries')).toEqual(['Zeta Foods', 'Alpha Foods']);
    expect(await names('?search=%20%20&category=')).toHaveLength(10);
  });

  it('answers an empty page with totalPages 1 when nothing matches', async () => {
    const ctx = await createTestApp();
    await seedStores(ctx);

    const response = await getStores(ctx, '?search=nothing-like-this&district=Atlantis');

    expect(response.json()).toEqual({ stores: [], totalPages: 1, currentPage: 1, totalStores: 0 });
  });

  it('refuses bad paging and filter values with a 400 message, and anonymous requests with 401', async () => {
    const ctx = await createTestApp();
    const queries = [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?limit=0',
      '?limit=1000',
      '?limit=NaN',
      `?search=${'x'.repeat(10_000)}`,
      `?category=${'x'.repeat(201)}`,
    ];

    for (const query of queries) {
      const response = await getStores(ctx, query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
    expect((await getStores(ctx, '', {})).statusCode).toBe(401);
  });
});

describe('GET /Store/:id', () => {
  it('returns the store to the admin', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const store = await createStore(ctx);

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/Store/${store._id}`, headers: ctx.auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(store);
  });

  it('answers 404 for an unknown store, 400 for a malformed id and 401 without a token', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const store = await createStore(ctx);
    const cases = [
      { id: '999', headers: ctx.auth, status: 404, message: 'Store not found' },
      { id: 'abc', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { id: '007', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { id: store._id, headers: {}, status: 401 },
    ];

    for (const { id, headers, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `${API}/Store/${id}`, headers });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }
  });
});

describe('GET /store/names', () => {
  it('lists every store id and name by name, without a token', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const zeta = await createStore(ctx, { storeName: 'zeta' });
    const alpha = await createStore(ctx, { storeName: 'Alpha' });
    const beta = await createStore(ctx, { storeName: 'beta' });

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/store/names` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: alpha._id, storeName: 'Alpha' },
      { _id: beta._id, storeName: 'beta' },
      { _id: zeta._id, storeName: 'zeta' },
    ]);
  });

  it('with live=true lists only the stores with an offer the public sees today (the public filter)', async () => {
    const ctx = await createTestApp();
    const store = (storeName: string) => insertStore(ctx, { storeName });
    const [running, closed, scheduled, paused] = ['Running', 'Closed', 'Scheduled', 'Paused'].map(store);
    insertDatedOffer(ctx, { storeId: running ?? 0, startDate: day(-3), endDate: day(3) });
    insertDatedOffer(ctx, { storeId: closed ?? 0, startDate: day(-30), endDate: day(-1) });
    insertDatedOffer(ctx, { storeId: scheduled ?? 0, startDate: day(2), endDate: day(9) });
    const pausedOffer = insertDatedOffer(ctx, { storeId: paused ?? 0, startDate: day(-3), endDate: day(3) });
    ctx.app.db.$client.prepare('UPDATE ads SET paused_at = 1 WHERE id = ?').run(pausedOffer);
    const names = async (query: string) =>
      (await ctx.app.inject({ url: `${API}/store/names${query}` }))
        .json()
        .map((s: { storeName: string }) => s.storeName);

    expect(await names('?live=true')).toEqual(['Running']);
    expect(await names('')).toEqual(['Closed', 'Paused', 'Running', 'Scheduled']);
  });
});

describe('PUT /Store/:id', () => {
  it("takes the store's Malayalam name and address, keeps them when left out and clears them when empty", async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const store = await sendForm(
      ctx,
      'POST',
      '/Store',
      { ...storeFields(), storeNameMl: 'ഫ്രഷ് മാർട്ട്', addressMl: 'എം.ജി. റോഡ്, കാക്കനാട്' },
      [await imagePart('logoUrl', 'logo.png')],
    );
    const id = store.json()._id;
    const edit = (fields: Record<string, string>) =>
      sendForm(ctx, 'PUT', `/Store/${id}`, { ...storeFields(), ...fields });

    expect(store.json()).toMatchObject({ storeNameMl: 'ഫ്രഷ് മാർട്ട്', addressMl: 'എം.ജി. റോഡ്, കാക്കനാട്' });
    expect((await edit({})).json()).toMatchObject({ storeNameMl: 'ഫ്രഷ് മാർട്ട്' });
    const cleared = (await edit({ storeNameMl: '', addressMl: ' ' })).json();
    expect(cleared).not.toHaveProperty('storeNameMl');
    expect(cleared).not.toHaveProperty('addressMl');
  });

  it('updates the fields and keeps the logo when no new one is sent', async () => {
    const ctx = await createTestApp();
    const { fashion, round } = await seedPlaces(ctx);
    const store = await createStore(ctx);

    const response = await sendForm(ctx, 'PUT', `/Store/${store._id}`, {
      ...storeFields({
        storeName: 'Fresh Mart Thrissur',
        contact: '0487 2420000',
        district: 'Thrissur',
        location: 'Round North',
        category: 'Fashion',
      }),
      logoUrl: store.logoUrl,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...store,
      storeName: 'Fresh Mart Thrissur',
      contact: '4872420000',
      district: 'Thrissur',
      districtMl: 'തൃശ്ശൂർ',
      location: { _id: round._id, locationName: 'Round North' },
      category: { _id: fashion._id, title: 'Fashion' },
    });
    expect(storedOnDisk(ctx, store.logoUrl)).toBe(true);
  });

  it('replaces the logo and deletes the old files after the update', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const store = await createStore(ctx);

    const response = await sendForm(ctx, 'PUT', `/Store/${store._id}`, { ...storeFields() }, [
      await imagePart('logoUrl', 'new-logo.webp', 'webp'),
    ]);

    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    expect(logoUrl).toMatch(STORED_PATH.logos);
    expect(logoUrl).not.toBe(store.logoUrl);
    expect(storedOnDisk(ctx, logoUrl)).toBe(true);
    expect(goneFromDisk(ctx, store.logoUrl)).toBe(true);
  });

  it('refuses bad edits, unknown or malformed ids and anonymous requests, changing nothing', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const store = await createStore(ctx);
    const url = `/Store/${store._id}`;
    const logo = await imagePart('logoUrl');
    const cases: Array<FormCase & { url: string }> = [
      { url, fields: withoutField('ownerName'), status: 400, message: 'Owner name is required' },
      {
        url,
        fields: { ...storeFields({ contact: '555' }) },
        status: 400,
        message: 'Please enter a valid 10-digit phone number',
      },
      {
        url,
        fields: { ...storeFields({ location: 'Round North' }) },
        files: [logo],
        status: 400,
        message: 'Location does not belong to the selected district.',
      },
      {
        url,
        fields: { ...storeFields() },
        files: [textAsPng('logoUrl')],
        status: 400,
        message: 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        url,
        fields: { ...storeFields() },
        files: [{ field: 'logoUrl', filename: 'huge.jpg', content: await largeJpeg() }],
        status: 413,
        message: 'Image huge.jpg is too large (max 5MB).',
      },
      { url: '/Store/999', fields: { ...storeFields() }, files: [logo], status: 404, message: 'Store not found' },
      { url: '/Store/1.5', fields: { ...storeFields() }, status: 400, message: 'Invalid id' },
    ];
    const before = snapshot(ctx);

    for (const { url: target, fields, files, status, message } of cases) {
      const response = await sendForm(ctx, 'PUT', target, fields, files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    const anonymous = await sendForm(ctx, 'PUT', url, { ...storeFields({ storeName: 'Hacked' }) }, [], {});

    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('DELETE /Store/:id', () => {
  it('deletes the store, its ads, their search rows and every image file of both', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const offerType = await createOfferType(ctx);
    const store = await createStore(ctx, { storeName: 'Closing Down' });
    const other = await createStore(ctx, { storeName: 'Staying Open' });
    const doomedOffers = [
      await insertOffer(ctx, store._id, offerType._id, 2),
      await insertOffer(ctx, store._id, offerType._id),
    ];
    const survivingOffer = await insertOffer(ctx, other._id, offerType._id);

    const response = await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${store._id}`, headers: ctx.auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Store deleted successfully' });
    expect(ctx.app.db.$client.prepare('SELECT id FROM stores').all()).toEqual([{ id: Number(other._id) }]);
    expect(ctx.app.db.$client.prepare('SELECT id FROM ads').all()).toEqual([{ id: survivingOffer.id }]);
    expect(ctx.app.db.$client.prepare('SELECT rowid FROM ads_fts').all()).toEqual([{ rowid: survivingOffer.id }]);
    const removed = [store.logoUrl, ...doomedOffers.flatMap((offer) => offer.images)];
    expect(removed).toHaveLength(4);
    expect(removed.every((path) => goneFromDisk(ctx, path))).toBe(true);
    expect([other.logoUrl, ...survivingOffer.images].every((path) => storedOnDisk(ctx, path))).toBe(true);
  });

  it('answers 404 for an unknown store, 400 for a malformed id and 401 without a token, changing nothing', async () => {
    const ctx = await createTestApp();
    await seedPlaces(ctx);
    const offerType = await createOfferType(ctx);
    const store = await createStore(ctx);
    await insertOffer(ctx, store._id, offerType._id);
    const cases = [
      { id: '999', headers: ctx.auth, status: 404, message: 'Store not found' },
      { id: 'null', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { id: store._id, headers: {}, status: 401 },
    ];
    const before = snapshot(ctx);

    for (const { id, headers, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${id}`, headers });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }

    expect(snapshot(ctx)).toEqual(before);
  });
});
