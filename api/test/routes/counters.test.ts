import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { day, insertCategory, today } from '../fixtures/offers-fixtures.js';
import { API, createTestApp } from '../helpers.js';

let clientNumber = 0;
/** Public calls come from a new client address unless one is given, so the rate limit stays out of the way. */
function call(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  headers = {},
  remoteAddress = `10.3.0.${++clientNumber}`,
) {
  return app.inject({ method, url: `${API}${path}`, headers, remoteAddress });
}

function daily(app: App, name: string) {
  return app.db.$client.prepare('SELECT day, value FROM daily_counters WHERE name = ?').all(name);
}

describe.each([
  { name: 'visitors', increment: '/postincrement', read: '/getincrement', reset: '/reset', limit: 60 },
  { name: 'adClicks', increment: '/adsclick', read: '/adscount', reset: '/adsreset', limit: 120 },
])('$name counter', ({ name, increment, read, reset, limit }) => {
  it('counts without a token, returns the new total and records the day', async () => {
    const { app, auth } = await createTestApp();

    const first = await call(app, 'POST', increment);
    const second = await call(app, 'POST', increment);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 1 });
    expect(second.json()).toEqual({ count: 2 });
    expect((await call(app, 'GET', read, auth)).json()).toEqual({ count: 2 });
    expect(daily(app, name)).toEqual([{ day: today(), value: 2 }]);
  });

  it('is reset by the admin to 0 while the daily history stays', async () => {
    const { app, auth } = await createTestApp();
    await call(app, 'POST', increment);

    const response = await call(app, 'POST', reset, auth);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
    expect((await call(app, 'GET', read, auth)).json()).toEqual({ count: 0 });
    expect((await call(app, 'POST', increment)).json()).toEqual({ count: 1 });
    expect(daily(app, name)).toEqual([{ day: today(), value: 2 }]);
  });

  it('answers 401 to the admin calls without a token, changing nothing', async () => {
    const { app, auth } = await createTestApp();
    await call(app, 'POST', increment);

    for (const [method, path] of [
      ['GET', read],
      ['POST', reset],
    ] as const) {
      const response = await call(app, method, path, { authorization: 'Bearer not-a-token' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await call(app, 'GET', read, auth)).json()).toEqual({ count: 1 });
  });

  it(`is rate-limited to ${limit} a minute per client`, async () => {
    const { app } = await createTestApp();

    for (let i = 0; i < limit; i++) expect((await call(app, 'POST', increment, {}, '10.4.0.1')).statusCode).toBe(200);
    const limited = await call(app, 'POST', increment, {}, '10.4.0.1');

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/),
    });
    expect((await call(app, 'POST', increment, {}, '10.4.0.2')).json()).toEqual({ count: limit + 1 });
  });
});

describe('category clicks', () => {
  it("GET /categorycount sums the categories' clicks and POST /categoryreset zeroes them", async () => {
    const context = await createTestApp();
    const { app, auth } = context;
    const setClicks = app.db.$client.prepare('UPDATE categories SET clicks = ? WHERE id = ?');
    setClicks.run(3, insertCategory(context, 'Textiles'));
    setClicks.run(4, insertCategory(context, 'Restaurants'));
    insertCategory(context, 'Electronics');

    expect((await call(app, 'GET', '/categorycount', auth)).json()).toEqual({ count: 7 });
    const reset = await call(app, 'POST', '/categoryreset', auth);

    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ count: 0 });
    expect(app.db.$client.prepare('SELECT title, clicks FROM categories ORDER BY id').all()).toEqual([
      { title: 'Textiles', clicks: 0 },
      { title: 'Restaurants', clicks: 0 },
      { title: 'Electronics', clicks: 0 },
    ]);
    expect((await call(app, 'GET', '/categorycount', auth)).json()).toEqual({ count: 0 });
  });

  it('counts 0 without categories and answers 401 without a token, changing nothing', async () => {
    const context = await createTestApp();
    const { app, auth } = context;
    expect((await call(app, 'GET', '/categorycount', auth)).json()).toEqual({ count: 0 });
    app.db.$client.prepare('UPDATE categories SET clicks = 5 WHERE id = ?').run(insertCategory(context, 'Textiles'));

    expect((await call(app, 'GET', '/categorycount')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/categoryreset')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/categorycount', auth)).json()).toEqual({ count: 5 });
  });
});

describe('GET /stats/daily', () => {
  it('returns the last N region days oldest first, zeros filled', async () => {
    const { app, auth } = await createTestApp();
    const insert = app.db.$client.prepare('INSERT INTO daily_counters (day, name, value) VALUES (?, ?, ?)');
    insert.run(day(-1), 'visitors', 5);
    insert.run(day(-1), 'adViews', 9);
    insert.run(day(-3), 'visitors', 100);
    await call(app, 'POST', '/postincrement');
    await call(app, 'POST', '/adsclick');

    const response = await call(app, 'GET', '/stats/daily?days=3', auth);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      days: [
        { date: day(-2), visitors: 0, categoryClicks: 0, adClicks: 0, adViews: 0 },
        { date: day(-1), visitors: 5, categoryClicks: 0, adClicks: 0, adViews: 9 },
        { date: today(), visitors: 1, categoryClicks: 0, adClicks: 1, adViews: 0 },
      ],
    });
  });

  it('covers 30 days by default and refuses 0, 367 or text with 400; 401 without a token', async () => {
    const { app, auth } = await createTestApp();

    const days = (await call(app, 'GET', '/stats/daily', auth)).json().days as Array<{ date: string }>;

    expect(days).toHaveLength(30);
    expect([days[0]?.date, days[29]?.date]).toEqual([day(-29), today()]);
    expect((await call(app, 'GET', '/stats/daily?days=366', auth)).json().days).toHaveLength(366);
    for (const query of ['days=0', 'days=367', 'days=abc', 'days=-5']) {
      const response = await call(app, 'GET', `/stats/daily?${query}`, auth);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await call(app, 'GET', '/stats/daily')).statusCode).toBe(401);
  });
});
