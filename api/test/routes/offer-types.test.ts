import { describe, expect, it } from 'vitest';
import { API, countRows, createTestApp, type TestContext } from '../helpers.js';
import {
  createCategory,
  createLocation,
  createOfferType,
  createStore,
  insertOffer,
  snapshot,
} from '../store-fixtures.js';

const REQUIRED = 'Offer type name is required';
const LENGTH = 'Offer type name must be between 2-50 characters';

async function seedTypes(ctx: TestContext, count: number) {
  for (let i = 1; i <= count; i++) await createOfferType(ctx, `Type ${String(i).padStart(2, '0')}`);
}

function list(ctx: TestContext, query = '') {
  return ctx.app.inject({ method: 'GET', url: `${API}/offertype${query}` });
}

describe('GET /offertype', () => {
  it('pages by 10 by default, sorted by title, without a token', async () => {
    const ctx = await createTestApp();
    await seedTypes(ctx, 12);

    const first = await list(ctx);
    const second = await list(ctx, '?page=2');

    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['currentPage', 'data', 'totalItems', 'totalPages']);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ _id: expect.stringMatching(/^\d+$/), title: 'Type 01' });
    expect(body).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 12 });
    expect(second.json()).toEqual({
      data: [
        { _id: expect.any(String), title: 'Type 11' },
        { _id: expect.any(String), title: 'Type 12' },
      ],
      currentPage: 2,
      totalPages: 2,
      totalItems: 12,
    });
  });

  it('searches titles in any case and pages the matches', async () => {
    const ctx = await createTestApp();
    const flash = await createOfferType(ctx, 'Flash Sale');
    const clearance = await createOfferType(ctx, 'clearance sale');
    await createOfferType(ctx, 'Buy 1 Get 1');

    const response = await list(ctx, '?search=SALE&limit=5');

    expect(response.json()).toEqual({
      data: [clearance, flash],
      currentPage: 1,
      totalPages: 1,
      totalItems: 2,
    });
  });

  it('returns every offer type on one page when paginated=false', async () => {
    const ctx = await createTestApp();
    await seedTypes(ctx, 12);

    const response = await list(ctx, '?paginated=false&page=3&limit=2');

    const body = response.json();
    expect(body.data).toHaveLength(12);
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 12 });
  });

  it('answers an empty page with totalPages 1 when nothing matches', async () => {
    const ctx = await createTestApp();

    const response = await list(ctx, '?search=nothing');

    expect(response.json()).toEqual({ data: [], currentPage: 1, totalPages: 1, totalItems: 0 });
  });

  it('refuses bad paging and filter values with a 400 message', async () => {
    const ctx = await createTestApp();
    const queries = [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=1.5',
      '?limit=0',
      '?limit=1000',
      '?paginated=maybe',
      `?search=${'x'.repeat(10_000)}`,
    ];

    for (const query of queries) {
      const response = await list(ctx, query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });
});

describe('POST /offertype', () => {
  it('creates an offer type with a trimmed title', async () => {
    const ctx = await createTestApp();

    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: ctx.auth,
      payload: { title: '  Buy 1   Get 1 ' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ _id: expect.stringMatching(/^\d+$/), title: 'Buy 1 Get 1' });
    expect(countRows(ctx.app, 'offer_types')).toBe(1);
  });

  it('takes a Malayalam name beside the English one, kept when an edit leaves it out, cleared when empty', async () => {
    const ctx = await createTestApp();
    const send = (method: 'POST' | 'PUT', path: string, payload: Record<string, string>) =>
      ctx.app.inject({ method, url: `${API}${path}`, headers: ctx.auth, payload });

    const created = (await send('POST', '/offertype', { title: 'Onam Special', titleMl: ' ഓണം  സ്പെഷ്യൽ ' })).json();
    const kept = await send('PUT', `/offertype/${created._id}`, { title: 'Onam Offer' });
    const cleared = await send('PUT', `/offertype/${created._id}`, { title: 'Onam Offer', titleMl: '' });
    const tooLong = await send('PUT', `/offertype/${created._id}`, { title: 'Onam Offer', titleMl: 'ക'.repeat(51) });

    expect(created.titleMl).toBe('ഓണം സ്പെഷ്യൽ');
    expect(kept.json()).toEqual({ _id: created._id, title: 'Onam Offer', titleMl: 'ഓണം സ്പെഷ്യൽ' });
    expect(cleared.json()).toEqual({ _id: created._id, title: 'Onam Offer' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('accepts exactly 2 and exactly 50 characters', async () => {
    const ctx = await createTestApp();

    const short = await createOfferType(ctx, 'BO');
    const long = await createOfferType(ctx, 'x'.repeat(50));

    expect(short.title).toBe('BO');
    expect(long.title).toHaveLength(50);
  });

  it('refuses bad titles with the spec messages and changes nothing', async () => {
    const ctx = await createTestApp();
    await createOfferType(ctx, 'Flash Sale');
    const cases = [
      { payload: {}, status: 400, message: REQUIRED },
      { payload: { title: '' }, status: 400, message: REQUIRED },
      { payload: { title: '    ' }, status: 400, message: REQUIRED },
      { payload: { title: ' A ' }, status: 400, message: LENGTH },
      { payload: { title: 'x'.repeat(51) }, status: 400, message: LENGTH },
      { payload: { title: 'x'.repeat(10_000) }, status: 400, message: LENGTH },
      { payload: { title: 7 }, status: 400, message: 'title must be string' },
      { payload: { title: { name: 'Sale' } }, status: 400, message: 'title must be string' },
      { payload: { title: 'flash sale' }, status: 409, message: 'An offer type with this name already exists.' },
    ];
    const before = snapshot(ctx);

    for (const { payload, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: `${API}/offertype`, headers: ctx.auth, payload });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${API}/offertype`, payload: { title: 'Combo' } });

    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('PUT /offertype/:id', () => {
  it('renames an offer type, also to its own title in another case', async () => {
    const ctx = await createTestApp();
    const type = await createOfferType(ctx, 'Flash Sale');
    const rename = (title: string) =>
      ctx.app.inject({ method: 'PUT', url: `${API}/offertype/${type._id}`, headers: ctx.auth, payload: { title } });

    const renamed = await rename(' Mega Sale ');
    const recased = await rename('MEGA SALE');

    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ _id: type._id, title: 'Mega Sale' });
    expect(recased.json()).toEqual({ _id: type._id, title: 'MEGA SALE' });
  });

  it('refuses bad titles, a taken name, unknown or malformed ids and anonymous requests, changing nothing', async () => {
    const ctx = await createTestApp();
    const type = await createOfferType(ctx, 'Flash Sale');
    await createOfferType(ctx, 'Combo');
    const cases = [
      { id: type._id, payload: {}, status: 400, message: REQUIRED },
      { id: type._id, payload: { title: 'x' }, status: 400, message: LENGTH },
      { id: type._id, payload: { title: 'x'.repeat(10_000) }, status: 400, message: LENGTH },
      {
        id: type._id,
        payload: { title: 'combo' },
        status: 409,
        message: 'An offer type with this name already exists.',
      },
      { id: '999', payload: { title: 'Deals' }, status: 404, message: 'Offer type not found' },
      { id: 'abc', payload: { title: 'Deals' }, status: 400, message: 'Invalid id' },
    ];
    const before = snapshot(ctx);

    for (const { id, payload, status, message } of cases) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/offertype/${id}`,
        headers: ctx.auth,
        payload,
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    }
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/offertype/${type._id}`,
      payload: { title: 'Hacked' },
    });

    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('GET /offertype/:id/usage', () => {
  it('says which offers use the type, and whose, before a delete would be refused', async () => {
    const ctx = await createTestApp();
    const type = await createOfferType(ctx, 'Flash Sale');
    const unused = await createOfferType(ctx, 'Combo');
    await createCategory(ctx);
    await createLocation(ctx);
    const zeta = await createStore(ctx, { storeName: 'Zeta Mart' });
    const alpha = await createStore(ctx, { storeName: 'alpha Stores' });
    for (const store of [zeta, alpha, alpha]) await insertOffer(ctx, store._id, type._id);
    const usage = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `${API}/offertype/${id}/usage`, headers: ctx.auth });

    expect((await usage(type._id)).json()).toEqual({ stores: 2, offers: 3, storeNames: ['alpha Stores', 'Zeta Mart'] });
    expect((await usage(unused._id)).json()).toEqual({ stores: 0, offers: 0, storeNames: [] });
    expect((await usage('999')).json()).toEqual({ message: 'Offer type not found' });
  });
});

describe('DELETE /offertype/:id', () => {
  it('deletes an unused offer type', async () => {
    const ctx = await createTestApp();
    const type = await createOfferType(ctx, 'Flash Sale');

    const response = await ctx.app.inject({ method: 'DELETE', url: `${API}/offertype/${type._id}`, headers: ctx.auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Offer type deleted successfully!' });
    expect(countRows(ctx.app, 'offer_types')).toBe(0);
  });

  it('refuses while ads use it, and for unknown, malformed or anonymous requests', async () => {
    const ctx = await createTestApp();
    const type = await createOfferType(ctx, 'Flash Sale');
    await createCategory(ctx);
    await createLocation(ctx);
    const store = await createStore(ctx);
    await insertOffer(ctx, store._id, type._id);
    await insertOffer(ctx, store._id, type._id);
    const cases = [
      {
        id: type._id,
        headers: ctx.auth,
        status: 409,
        message: 'This offer type is used by 2 ad(s). Change or delete them first.',
      },
      { id: '999', headers: ctx.auth, status: 404, message: 'Offer type not found' },
      { id: '12abc', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { id: type._id, headers: {}, status: 401 },
    ];
    const before = snapshot(ctx);

    for (const { id, headers, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `${API}/offertype/${id}`, headers });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }

    expect(snapshot(ctx)).toEqual(before);
  });
});
