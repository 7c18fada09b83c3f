import { describe, expect, it } from 'vitest';
import { API, createTestApp } from '../helpers.js';

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
});
