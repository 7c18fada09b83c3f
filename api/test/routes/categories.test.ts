import { afterEach, describe, expect, it, vi } from 'vitest';
import { regionDay } from '../../src/lib/region-time.js';
import { PHOTO_REQUIRED } from '../../src/routes/categories/category-form.js';
import { COUNTER_LAG_MS } from '../../src/services/public-data.js';
import { API, countRows, createTestApp, largeJpeg } from '../helpers.js';
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
  sendForm,
  snapshot,
  storedOnDisk,
  textAsPng,
} from '../store-fixtures.js';

const BLANK = 'Please enter a store category.';

describe('GET /category', () => {
  it('lists every category by title with its photos and clicks, without a token', async () => {
    const ctx = await createTestApp();
    await createCategory(ctx, 'zeta');
    const alpha = await createCategory(ctx, 'Alpha', 1);
    await createCategory(ctx, 'beta');

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/category` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([
      { _id: alpha._id, title: 'Alpha', catPhotographs: alpha.catPhotographs, clicks: 0 },
      { _id: expect.stringMatching(/^\d+$/), title: 'beta', catPhotographs: [expect.any(String)], clicks: 0 },
      { _id: expect.stringMatching(/^\d+$/), title: 'zeta', catPhotographs: [expect.any(String)], clicks: 0 },
    ]);
  });

  it('answers an empty array when there are no categories', async () => {
    const { app } = await createTestApp();

    const response = await app.inject({ method: 'GET', url: `${API}/category` });

    expect(response.json()).toEqual([]);
  });

  it('serves from the public cache until an admin write', async () => {
    const ctx = await createTestApp();
    await createCategory(ctx, 'Books');
    await ctx.app.inject({ method: 'GET', url: `${API}/category` });
    ctx.app.db.$client.prepare("UPDATE categories SET title = 'Changed behind the API'").run();

    const cached = await ctx.app.inject({ method: 'GET', url: `${API}/category` });
    await createCategory(ctx, 'Toys');
    const fresh = await ctx.app.inject({ method: 'GET', url: `${API}/category` });

    expect(cached.json().map((c: { title: string }) => c.title)).toEqual(['Books']);
    expect(fresh.json().map((c: { title: string }) => c.title)).toEqual(['Changed behind the API', 'Toys']);
  });
});

describe('GET /category/:id', () => {
  it('returns one category to the admin', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books', 2);

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/category/${category._id}`, headers: ctx.auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(category);
  });

  it('answers 401 without a token, 404 for an unknown id and 400 for a malformed one', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books');
    const cases = [
      { url: `/category/${category._id}`, headers: {}, status: 401 },
      { url: '/category/999', headers: ctx.auth, status: 404, message: 'Category not found' },
      { url: '/category/abc', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { url: '/category/0', headers: ctx.auth, status: 400, message: 'Invalid id' },
    ];

    for (const { url, headers, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }
  });
});

describe('POST /category', () => {
  it('creates a category with a trimmed title and its photos stored as WebP', async () => {
    const ctx = await createTestApp();
    const photos = [await imagePart('catPhotographs', 'a.png'), await imagePart('catPhotographs', 'b.jpg', 'jpeg')];

    const response = await sendForm(ctx, 'POST', '/category', { title: '  Home   Decor  ' }, photos);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      title: 'Home Decor',
      catPhotographs: [expect.stringMatching(STORED_PATH.categories), expect.stringMatching(STORED_PATH.categories)],
      clicks: 0,
    });
    expect(body.catPhotographs.every((path: string) => storedOnDisk(ctx, path))).toBe(true);
    expect(countRows(ctx.app, 'categories')).toBe(1);
  });

  it('takes a Malayalam title beside the English one, checked for length like it', async () => {
    const ctx = await createTestApp();
    const photo = [await imagePart('catPhotographs', 'a.png')];

    const created = await sendForm(ctx, 'POST', '/category', { title: 'Bakeries', titleMl: 'ബേക്കറികൾ' }, photo);
    const tooLong = await sendForm(ctx, 'POST', '/category', { title: 'Books', titleMl: 'പ'.repeat(61) }, photo);

    expect(created.json()).toMatchObject({ title: 'Bakeries', titleMl: 'ബേക്കറികൾ' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Category name in Malayalam must be at most 60 characters.');
  });

  it('refuses a category without a photo, naming every wrong field at once', async () => {
    const ctx = await createTestApp();
    const before = snapshot(ctx);

    const withTitle = await sendForm(ctx, 'POST', '/category', { title: 'Books' });
    const blank = await sendForm(ctx, 'POST', '/category', { title: ' ' });

    expect({ status: withTitle.statusCode, body: withTitle.json() }).toEqual({
      status: 400,
      body: { message: PHOTO_REQUIRED, errors: [{ field: 'catPhotographs', message: PHOTO_REQUIRED }] },
    });
    expect(blank.json().errors).toEqual([
      { field: 'title', message: BLANK },
      { field: 'catPhotographs', message: PHOTO_REQUIRED },
    ]);
    expect(snapshot(ctx)).toEqual(before);
  });

  it('refuses bad input with the right message and changes nothing in the database or on disk', async () => {
    const ctx = await createTestApp();
    await createCategory(ctx, 'Fashion', 1);
    const photo = await imagePart('catPhotographs');
    const sixPhotos = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => imagePart('catPhotographs', `p${i}.png`)));
    const cases: FormCase[] = [
      { fields: {}, files: [photo], status: 400, message: BLANK },
      { fields: { title: '   ' }, files: [photo], status: 400, message: BLANK },
      {
        fields: { title: 'x'.repeat(61) },
        files: [photo],
        status: 400,
        message: 'Category name must be at most 60 characters.',
      },
      {
        fields: { title: 'x'.repeat(10_000) },
        files: [photo],
        status: 400,
        message: 'Category name must be at most 60 characters.',
      },
      {
        fields: { title: 'FASHION' },
        files: [photo],
        status: 409,
        message: 'A category with this title already exists.',
      },
      {
        fields: { title: 'Books' },
        files: [photo, textAsPng('catPhotographs')],
        status: 400,
        message: 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        fields: { title: 'Books' },
        files: [await imagePart('catPhotographs', 'anim.gif', 'gif')],
        status: 400,
        message: 'File anim.gif is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        fields: { title: 'Books' },
        files: [{ field: 'catPhotographs', filename: 'huge.jpg', content: await largeJpeg() }],
        status: 413,
        message: 'Image huge.jpg is too large (max 5MB).',
      },
      {
        fields: { title: 'Books' },
        files: sixPhotos,
        status: 400,
        message: 'You can only upload 5 more image(s) (max 5 total).',
      },
    ];
    const before = snapshot(ctx);

    for (const { fields, files, status, message } of cases) {
      const response = await sendForm(ctx, 'POST', '/category', fields, files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }

    expect(snapshot(ctx)).toEqual(before);
  });

  it('refuses a JSON body and a request without a token', async () => {
    const ctx = await createTestApp();

    const json = await ctx.app.inject({
      method: 'POST',
      url: `${API}/category`,
      headers: ctx.auth,
      payload: { title: 'Books' },
    });
    const anonymous = await sendForm(ctx, 'POST', '/category', { title: 'Books' }, [], {});

    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Expected a multipart/form-data request' });
    expect(anonymous.statusCode).toBe(401);
    expect(countRows(ctx.app, 'categories')).toBe(0);
  });
});

describe('PUT /category/:id', () => {
  it('keeps the listed photos, adds the new ones and deletes the rest from disk', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books', 3);
    const [first, dropped, third] = category.catPhotographs as [string, string, string];

    const response = await sendForm(
      ctx,
      'PUT',
      `/category/${category._id}`,
      { title: 'Books & Stationery', existingPhotos: [third, first] },
      [await imagePart('catPhotographs', 'new.webp', 'webp')],
    );

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      _id: category._id,
      title: 'Books & Stationery',
      catPhotographs: [third, first, expect.stringMatching(STORED_PATH.categories)],
      clicks: 0,
    });
    expect(body.catPhotographs.every((path: string) => storedOnDisk(ctx, path))).toBe(true);
    expect(goneFromDisk(ctx, dropped)).toBe(true);
  });

  it('reads existingPhotos sent as one JSON array, and keeps its own title in another case', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books', 2);
    const [kept, dropped] = category.catPhotographs as [string, string];

    const response = await sendForm(ctx, 'PUT', `/category/${category._id}`, {
      title: 'BOOKS',
      existingPhotos: JSON.stringify([kept]),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: category._id, title: 'BOOKS', catPhotographs: [kept], clicks: 0 });
    expect(storedOnDisk(ctx, kept)).toBe(true);
    expect(goneFromDisk(ctx, dropped)).toBe(true);
  });

  it('refuses bad edits with the right message and changes nothing in the database or on disk', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books', 3);
    const other = await createCategory(ctx, 'Toys', 1);
    const kept = category.catPhotographs;
    const threeNew = await Promise.all([1, 2, 3].map((i) => imagePart('catPhotographs', `n${i}.png`)));
    const foreign = other.catPhotographs[0] ?? '';
    const cases: Array<FormCase & { url: string }> = [
      { url: `/category/${category._id}`, fields: { title: ' ', existingPhotos: kept }, status: 400, message: BLANK },
      {
        url: `/category/${category._id}`,
        fields: { title: 'toys', existingPhotos: kept },
        status: 409,
        message: 'A category with this title already exists.',
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: [foreign] },
        status: 400,
        message: `Image ${foreign} is not one of the current images.`,
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: ['../../etc/passwd'] },
        status: 400,
        message: 'Image ../../etc/passwd is not one of the current images.',
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: kept },
        files: threeNew,
        status: 400,
        message: 'You can only upload 2 more image(s) (max 5 total).',
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: '[not json' },
        status: 400,
        message: 'Field existingPhotos must be a JSON array of strings',
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: kept },
        files: [textAsPng('catPhotographs')],
        status: 400,
        message: 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: kept },
        files: [{ field: 'catPhotographs', filename: 'huge.jpg', content: await largeJpeg() }],
        status: 413,
        message: 'Image huge.jpg is too large (max 5MB).',
      },
      {
        url: `/category/${category._id}`,
        fields: { title: 'Books', existingPhotos: [] },
        status: 400,
        message: PHOTO_REQUIRED,
      },
      { url: '/category/999', fields: { title: 'Books' }, files: threeNew, status: 404, message: 'Category not found' },
      { url: '/category/abc', fields: { title: 'Books' }, status: 400, message: 'Invalid id' },
    ];
    const before = snapshot(ctx);

    for (const { url, fields, files, status, message } of cases) {
      const response = await sendForm(ctx, 'PUT', url, fields, files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    const anonymous = await sendForm(ctx, 'PUT', `/category/${category._id}`, { title: 'Hacked' }, [], {});

    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('DELETE /category/:id', () => {
  it('deletes an unused category and its photo files', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books', 2);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/category/${category._id}`,
      headers: ctx.auth,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Category deleted successfully!' });
    expect(countRows(ctx.app, 'categories')).toBe(0);
    expect(category.catPhotographs.every((path) => goneFromDisk(ctx, path))).toBe(true);
  });

  it('says which stores use the category (the first five by name) and their offers, before a delete', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Groceries', 1);
    const unused = await createCategory(ctx, 'Books', 1);
    await createLocation(ctx);
    const type = await createOfferType(ctx);
    const stores = [];
    for (const storeName of ['F Mart', 'E Mart', 'D Mart', 'C Mart', 'B Mart', 'A Mart']) {
      stores.push(await createStore(ctx, { storeName }));
    }
    for (const store of stores.slice(0, 2)) await insertOffer(ctx, store._id, type._id);
    const usage = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `${API}/category/${id}/usage`, headers: ctx.auth });

    expect((await usage(category._id)).json()).toEqual({
      stores: 6,
      offers: 2,
      storeNames: ['A Mart', 'B Mart', 'C Mart', 'D Mart', 'E Mart'],
    });
    expect((await usage(unused._id)).json()).toEqual({ stores: 0, offers: 0, storeNames: [] });
    expect((await usage('999')).statusCode).toBe(404);
  });

  it('refuses while stores use the category, and for unknown, malformed or anonymous requests', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Groceries', 1);
    await createLocation(ctx);
    await createStore(ctx, { storeName: 'One' });
    await createStore(ctx, { storeName: 'Two' });
    const cases = [
      {
        url: `/category/${category._id}`,
        headers: ctx.auth,
        status: 409,
        message: 'This category is used by 2 store(s). Move or delete them first.',
      },
      { url: '/category/999', headers: ctx.auth, status: 404, message: 'Category not found' },
      { url: '/category/-1', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { url: `/category/${category._id}`, headers: {}, status: 401 },
    ];
    const before = snapshot(ctx);

    for (const { url, headers, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `${API}${url}`, headers });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }

    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('PUT /category/:id/click', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a click without a token, returns the new total and records the day', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books');
    const click = () => ctx.app.inject({ method: 'PUT', url: `${API}/category/${category._id}/click` });

    const first = await click();
    const second = await click();

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ totalClicks: 1 });
    expect(second.json()).toEqual({ totalClicks: 2 });
    const daily = ctx.app.db.$client
      .prepare("SELECT day, value FROM daily_counters WHERE name = 'categoryClicks'")
      .all();
    expect(daily).toEqual([{ day: regionDay(ctx.app.config.regionTz), value: 2 }]);
  });

  it('shows a click in the next admin GET /category at once, and to visitors within a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books');
    const clicks = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({ method: 'GET', url: `${API}/category`, headers });
      return response.json().find((item: { _id: string }) => item._id === category._id).clicks;
    };
    expect(await clicks({})).toBe(0);
    expect(await clicks(ctx.auth)).toBe(0);

    await ctx.app.inject({ method: 'PUT', url: `${API}/category/${category._id}/click` });

    expect(await clicks(ctx.auth)).toBe(1);
    vi.setSystemTime(Date.now() + COUNTER_LAG_MS);
    expect(await clicks({})).toBe(1);
    const adminResponse = await ctx.app.inject({ method: 'GET', url: `${API}/category`, headers: ctx.auth });
    expect(adminResponse.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown category and 400 for a malformed id, counting nothing', async () => {
    const ctx = await createTestApp();
    await createCategory(ctx, 'Books');
    const before = snapshot(ctx);

    const unknown = await ctx.app.inject({ method: 'PUT', url: `${API}/category/999/click` });
    const malformed = await ctx.app.inject({ method: 'PUT', url: `${API}/category/1e3/click` });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Category not found' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Invalid id' });
    expect(snapshot(ctx)).toEqual(before);
  });

  it('rate-limits clicks per client at 60 a minute', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books');
    const click = (remoteAddress: string) =>
      ctx.app.inject({ method: 'PUT', url: `${API}/category/${category._id}/click`, remoteAddress });

    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await click('10.1.1.1')).statusCode);
    const limited = await click('10.1.1.1');
    const otherClient = await click('10.1.1.2');

    expect(statuses).toEqual(Array(60).fill(200));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/),
    });
    expect(otherClient.json()).toEqual({ totalClicks: 61 });
  });
});
