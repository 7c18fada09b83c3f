import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { COUNTER_LAG_MS, PublicData } from '../../src/services/public-data.js';
import { API, createTestApp } from '../helpers.js';

describe('PublicData cache and counters', () => {
  it('re-renders a response older than the lag once a counter changed after it, and only then', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const data = new PublicData('Asia/Kolkata');
      let renders = 0;
      const read = () => data.json('key', () => String(++renders)).body.toString();
      expect(read()).toBe('1');
      vi.setSystemTime(Date.now() + COUNTER_LAG_MS);
      expect(read()).toBe('1');
      data.countersChanged();
      expect(read()).toBe('2');
      data.countersChanged();
      vi.setSystemTime(Date.now() + COUNTER_LAG_MS - 1);
      expect(read()).toBe('2');
      vi.setSystemTime(Date.now() + 1);
      expect(read()).toBe('3');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PublicData memory', () => {
  const MIB = 1024 * 1024;

  it('keeps at most 16 MB of responses: the next one past it starts the cache afresh', () => {
    const data = new PublicData('Asia/Kolkata');
    const renders: string[] = [];
    const read = (key: string, bytes: number) =>
      data.json(key, () => {
        renders.push(key);
        return 'x'.repeat(bytes);
      });
    for (let index = 0; index < 16; index++) read(`page ${index}`, MIB);
    read('page 0', MIB);
    expect(renders).toHaveLength(16);

    read('one byte more', 1);
    read('page 0', MIB);

    expect(renders.slice(16)).toEqual(['one byte more', 'page 0']);
  });

  it('counts the compressed copies it makes towards the 16 MB', () => {
    const data = new PublicData('Asia/Kolkata');
    let renders = 0;
    // Random bytes as base64 compress to about three quarters of their size.
    const random = randomBytes(6 * MIB).toString('base64');
    const read = () =>
      data.json('big', () => {
        renders++;
        return random;
      });
    const gzipped = read().encoded('gzip');
    expect(gzipped.length).toBeGreaterThan(5 * MIB);

    data.json('small', () => 'y'.repeat(2 * MIB));
    read();

    expect(renders).toBe(2);
  });
});

describe('public data change notifications', () => {
  it('fire on successful admin writes only, not on public writes, refused writes or inbox changes', async () => {
    const ctx = await createTestApp();
    let changes = 0;
    ctx.app.publicData.onChange(() => changes++);
    const send = (method: 'POST' | 'PUT', url: string, payload?: object, headers: object = ctx.auth) =>
      ctx.app.inject({ method, url: `${API}${url}`, payload, headers: headers as Record<string, string> });

    expect((await send('POST', '/locations', { district: 'Kollam', locationName: 'Karunagappally' })).statusCode).toBe(
      201,
    );
    expect(changes).toBe(1);

    expect((await send('POST', '/locations', { district: 'Kollam' })).statusCode).toBe(400);
    expect((await send('POST', '/postincrement', undefined, {})).statusCode).toBe(200);
    const contact = { name: 'Anu', email: 'anu@example.com', phone: '9847012345', service: 'enquire', message: 'Hi' };
    expect((await send('POST', '/contact/submit', contact, {})).statusCode).toBe(201);
    expect((await send('PUT', '/contact/messages/1/read')).statusCode).toBe(200);
    expect(changes).toBe(1);
  });

  it('serves a cached listing until an admin write clears it', async () => {
    const ctx = await createTestApp();
    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: `${API}/offertype?paginated=false` })).json().data.length;
    expect(await list()).toBe(0);
    ctx.app.db.$client.prepare("INSERT INTO offer_types (title) VALUES ('Written behind the cache')").run();
    expect(await list()).toBe(0);
    await ctx.app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: ctx.auth,
      payload: { title: 'Cashback' },
    });
    expect(await list()).toBe(2);
  });

  it('serves districts and locations from the cache too, and an equivalent query from the same entry', async () => {
    const ctx = await createTestApp();
    const get = (url: string) => ctx.app.inject({ method: 'GET', url: `${API}${url}` });
    const districts = await get('/districts');
    expect(districts.headers.etag).toMatch(/^"[\w-]+"$/);
    const kollam = async (url: string) =>
      (await get(url)).json().data.map((location: { locationName: string }) => location.locationName);
    const before = await kollam('/locations?paginated=false&district=Kollam');
    expect(before).not.toContain('Karunagappally');
    expect((await get('/locations?district=%20Kollam%20&paginated=false')).headers.etag).toBe(
      (await get('/locations?paginated=false&district=Kollam')).headers.etag,
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/locations`,
      headers: ctx.auth,
      payload: { district: 'Kollam', locationName: 'Karunagappally' },
    });
    expect(created.statusCode).toBe(201);
    expect(await kollam('/locations?paginated=false&district=Kollam')).toContain('Karunagappally');
    expect(await kollam('/locations?district=%20Kollam%20&paginated=false')).toContain('Karunagappally');
    expect((await get('/districts')).headers.etag).toBe(districts.headers.etag);
  });
});

describe('conditional GETs on cached public calls', () => {
  it('send an ETag with a short public lifetime, answer 304 to a matching If-None-Match, and change the ETag after a write', async () => {
    const ctx = await createTestApp();
    const first = await ctx.app.inject({ method: 'GET', url: `${API}/offertype?paginated=false` });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=10');

    const again = await ctx.app.inject({
      method: 'GET',
      url: `${API}/offertype?paginated=false`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await ctx.app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: ctx.auth,
      payload: { title: 'Cashback' },
    });
    const changed = await ctx.app.inject({
      method: 'GET',
      url: `${API}/offertype?paginated=false`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('compressed public responses', () => {
  it('send brotli or gzip to clients that accept it, and the same JSON once decoded', async () => {
    const ctx = await createTestApp();
    await ctx.app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: ctx.auth,
      payload: { title: 'Cashback' },
    });
    const plain = await ctx.app.inject({ method: 'GET', url: `${API}/offertype?paginated=false` });
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (let i = 0; i < 60; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/offertype`,
        headers: ctx.auth,
        payload: { title: `Offer kind ${i}` },
      });
    }
    const identity = await ctx.app.inject({ method: 'GET', url: `${API}/offertype?paginated=false` });
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${API}/offertype?paginated=false`,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(identity.json());
    }
  });
});
