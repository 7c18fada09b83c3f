import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { OFFER_STATUSES, type OfferStatus } from '@offerboard/shared-types/offer-status';
import { describe, expect, it } from 'vitest';
import { addDays, regionDay } from '../../src/lib/region-time.js';
import { API, createTestApp, type TestContext } from '../helpers.js';
import {
  createCategory,
  createLocation,
  createOfferType,
  createStore,
  goneFromDisk,
  imagePart,
  insertOffer,
  sendForm,
  snapshot,
  storedOnDisk,
} from '../store-fixtures.js';

/** One offer per status, named by it, with the dates (relative to today in REGION_TZ) that give it that status. */
const TIMINGS: Record<OfferStatus, { start: number; end: number; paused?: boolean }> = {
  scheduled: { start: 1, end: 10 },
  live: { start: -5, end: 3 },
  'ending-soon': { start: -5, end: 2 },
  expired: { start: -10, end: -1 },
  paused: { start: -5, end: 10, paused: true },
};

async function seedOffers(ctx: TestContext) {
  await createCategory(ctx, 'Groceries');
  await createLocation(ctx, 'Ernakulam', 'Kakkanad');
  const store = await createStore(ctx, { storeName: 'Fresh Mart' });
  const offerType = await createOfferType(ctx);
  const today = regionDay(ctx.app.config.regionTz);
  const ids = {} as Record<OfferStatus, string>;
  for (const status of OFFER_STATUSES) {
    const { start, end, paused } = TIMINGS[status];
    const ad = await insertOffer(ctx, store._id, offerType._id);
    ctx.app.db.$client
      .prepare('UPDATE ads SET title = ?, start_date = ?, end_date = ?, paused_at = ? WHERE id = ?')
      .run(status, addDays(today, start), addDays(today, end), paused ? Date.now() : null, ad.id);
    ids[status] = String(ad.id);
  }
  return { store, ids };
}

function get(ctx: TestContext, path: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `${API}${path}`, headers });
}

function post(ctx: TestContext, path: string, payload: object, headers: Record<string, string> = ctx.auth) {
  return ctx.app.inject({ method: 'POST', url: `${API}${path}`, headers, payload });
}

async function publicTitles(ctx: TestContext, query = ''): Promise<string[]> {
  const response = await get(ctx, `/storeads/adswithstore${query}`);
  return response.json<{ data: Array<{ title: string }> }>().data.map((ad) => ad.title);
}

describe('offer status', () => {
  it('gives every offer its status in REGION_TZ, in the report and on the store page, with its public address', async () => {
    const ctx = await createTestApp({ PUBLIC_ORIGIN: 'https://offers.example.in' });
    const { store, ids } = await seedOffers(ctx);

    const report = (await get(ctx, '/storeads/adswithstoreadmin', ctx.auth)).json<{
      data: Array<{ _id: string; title: string; status: string; publicUrl: string }>;
    }>();
    const storePage = (await get(ctx, `/storeads/${store._id}`, ctx.auth)).json<
      Array<{ title: string; status: string }>
    >();

    for (const rows of [report.data, storePage]) {
      expect(Object.fromEntries(rows.map((ad) => [ad.title, ad.status]))).toEqual(
        Object.fromEntries(OFFER_STATUSES.map((status) => [status, status])),
      );
    }
    expect(report.data.find((ad) => ad.title === 'live')?.publicUrl).toBe(
      `https://offers.example.in/offerdetails/${ids.live}`,
    );
  });

  it('filters the report by each status, with the other filters, and refuses an unknown one', async () => {
    const ctx = await createTestApp();
    await seedOffers(ctx);

    for (const status of OFFER_STATUSES) {
      const response = await get(ctx, `/storeads/adswithstoreadmin?status=${status}&storeName=fresh%20mart`, ctx.auth);
      const list = response.json<{ data: Array<{ title: string; status: string }>; totalAds: number }>();
      expect(
        list.data.map((ad) => [ad.title, ad.status]),
        status,
      ).toEqual([[status, status]]);
      expect(list.totalAds).toBe(1);
    }
    const searched = await get(ctx, '/storeads/adswithstoreadmin?status=paused&searchQuery=rice', ctx.auth);
    expect(searched.json().data.map((ad: { title: string }) => ad.title)).toEqual(['paused']);

    const unknown = await get(ctx, '/storeads/adswithstoreadmin?status=hidden', ctx.auth);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/status/);
  });

  it('leaves the status out of public answers', async () => {
    const ctx = await createTestApp();
    const { ids } = await seedOffers(ctx);

    const offer = (await get(ctx, `/storeads/ad/${ids.live}`)).json();
    expect(offer.title).toBe('live');
    expect(offer).not.toHaveProperty('status');
    expect(offer).not.toHaveProperty('paused');
  });
});

describe('pausing and resuming offers', () => {
  it('hides paused offers from every public answer and count, and shows them again once resumed', async () => {
    const ctx = await createTestApp();
    const { store, ids } = await seedOffers(ctx);
    expect((await publicTitles(ctx)).sort()).toEqual(['ending-soon', 'live']);

    const paused = await post(ctx, '/storeads/bulk/pause', { ids: [ids.live, ids.expired] });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ message: 'Paused 2 offers', count: 2 });

    expect(await publicTitles(ctx)).toEqual(['ending-soon']);
    expect(await publicTitles(ctx, '?showExpired=true')).toEqual(['ending-soon']);
    expect(await publicTitles(ctx, '?searchQuery=rice')).toEqual(['ending-soon']);
    expect((await get(ctx, '/storeads/adswithstore')).json().totalAds).toBe(1);
    const page = await get(ctx, `/storeads/ad/${ids.live}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Offer not found');
    const view = await ctx.app.inject({ method: 'PUT', url: `${API}/storeads/click/${ids.live}` });
    expect(view.statusCode).toBe(404);
    const clicks = ctx.app.db.$client.prepare('SELECT clicks FROM ads WHERE id = ?').pluck().get(Number(ids.live));
    expect(clicks).toBe(0);
    const storePage = (await get(ctx, `/store/${store._id}/page`)).json();
    expect(storePage.offers.map((ad: { title: string }) => ad.title)).toEqual(['ending-soon']);
    const saved = (await get(ctx, `/storeads/saved?ids=${ids.live},${ids['ending-soon']},${ids.expired}`)).json();
    expect(saved.data.map((ad: { title: string }) => ad.title)).toEqual(['ending-soon']);
    const report = (await get(ctx, '/reports/stores', ctx.auth)).json();
    expect(report.stores[0]).toMatchObject({ offers: 5, activeOffers: 1 });
    const admin = (await get(ctx, '/storeads/adswithstoreadmin?status=paused', ctx.auth)).json();
    expect(admin.data.map((ad: { title: string }) => ad.title).sort()).toEqual(['expired', 'live', 'paused']);

    const resumed = await post(ctx, '/storeads/bulk/resume', { ids: [ids.live, ids.expired, ids.paused] });
    expect(resumed.json()).toEqual({ message: 'Resumed 3 offers', count: 3 });
    expect((await publicTitles(ctx)).sort()).toEqual(['ending-soon', 'live', 'paused']);
    expect((await get(ctx, `/storeads/ad/${ids.expired}`)).statusCode).toBe(200);
    const statuses = (await get(ctx, '/storeads/adswithstoreadmin', ctx.auth)).json();
    expect(statuses.data.find((ad: { title: string }) => ad.title === 'expired').status).toBe('expired');
  });

  it('says how many were already in that state, and keeps when an offer was first paused', async () => {
    const ctx = await createTestApp();
    const { ids } = await seedOffers(ctx);
    const pausedAt = () =>
      ctx.app.db.$client.prepare('SELECT paused_at FROM ads WHERE id = ?').pluck().get(Number(ids.paused));
    const before = pausedAt();

    expect((await post(ctx, '/storeads/bulk/pause', { ids: [ids.paused, ids.live] })).json()).toEqual({
      message: 'Paused 1 offer; 1 was already paused',
      count: 1,
    });
    expect(pausedAt()).toBe(before);
    expect((await post(ctx, '/storeads/bulk/resume', { ids: [ids.scheduled, ids.expired, ids.live] })).json()).toEqual({
      message: 'Resumed 1 offer; 2 were not paused',
      count: 1,
    });
  });

  it('changes nothing when an id names no offer, the input is wrong or no admin asks', async () => {
    const ctx = await createTestApp();
    const { ids } = await seedOffers(ctx);
    const before = snapshot(ctx);
    const all = Object.values(ids);

    for (const path of ['/storeads/bulk/pause', '/storeads/bulk/resume']) {
      const missing = await post(ctx, path, { ids: [...all, '999'] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('1 offer of the selection no longer exists; nothing was changed.');
      const tooMany = Array.from({ length: 101 }, (_, index) => String(index + 1));
      for (const payload of [
        {},
        { ids: [] },
        { ids: tooMany },
        { ids: [all[0], all[0]] },
        { ids: ['abc'] },
        { ids: 3 },
      ]) {
        const refused = await post(ctx, path, payload);
        expect(refused.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
        expect(refused.json().message).toEqual(expect.any(String));
      }
      expect((await post(ctx, path, { ids: all }, {})).statusCode).toBe(401);
    }
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('duplicating an offer', () => {
  async function original(ctx: TestContext) {
    await createCategory(ctx, 'Groceries');
    await createLocation(ctx, 'Ernakulam', 'Kakkanad');
    const store = await createStore(ctx, { storeName: 'Fresh Mart' });
    const offerType = await createOfferType(ctx, 'Monthly sale');
    const ad = await insertOffer(ctx, store._id, offerType._id, 2);
    return { store, ad: { ...ad, _id: String(ad.id) } };
  }

  function form(today: string, overrides: Record<string, string | string[]> = {}) {
    return {
      startDate: addDays(today, 7),
      endDate: addDays(today, 37),
      offerType: 'Monthly sale',
      title: 'December sale',
      description: 'Up to 50% off on rice',
      ...overrides,
    };
  }

  it('copies the offer into a new one with new dates and its own copies of the images', async () => {
    const ctx = await createTestApp();
    const { store, ad } = await original(ctx);
    const today = regionDay(ctx.app.config.regionTz);

    const response = await sendForm(
      ctx,
      'POST',
      `/storeads/${ad._id}/duplicate`,
      form(today, { existingImages: ad.images }),
      [await imagePart('adsImages', 'extra.png')],
    );

    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      storeId: { _id: store._id },
      title: 'December sale',
      description: 'Up to 50% off on rice',
      offerType: 'Monthly sale',
      startDate: addDays(today, 7),
      endDate: addDays(today, 37),
      status: 'scheduled',
      clicks: 0,
    });
    expect(copy._id).not.toBe(ad._id);
    expect(copy.adsImages).toHaveLength(3);
    expect(copy.adsImages.filter((path: string) => ad.images.includes(path))).toEqual([]);
    expect(copy.adsImages.every((path: string) => storedOnDisk(ctx, path))).toBe(true);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${API}/storeads/${ad._id}`, headers: ctx.auth });
    expect(deleted.statusCode).toBe(200);
    expect(ad.images.every((path) => goneFromDisk(ctx, path))).toBe(true);
    expect(copy.adsImages.every((path: string) => storedOnDisk(ctx, path))).toBe(true);
    const stored = ctx.app.db.$client.prepare('SELECT images FROM ads WHERE id = ?').pluck().get(Number(copy._id));
    expect(JSON.parse(stored as string)).toEqual(copy.adsImages);
  });

  it('refuses past dates, foreign images, no images, a missing original or file, and changes nothing', async () => {
    const ctx = await createTestApp();
    const { ad } = await original(ctx);
    const today = regionDay(ctx.app.config.regionTz);
    const before = snapshot(ctx);
    const images = { existingImages: ad.images };
    const cases: Array<{ url?: string; fields: Record<string, string | string[]>; status: number; message: string }> = [
      {
        fields: form(today, { ...images, startDate: addDays(today, -1) }),
        status: 400,
        message: 'Dates cannot be in the past.',
      },
      {
        fields: form(today, { ...images, endDate: addDays(today, 3) }),
        status: 400,
        message: 'End date cannot be before start date.',
      },
      { fields: form(today), status: 400, message: 'Please upload at least one image.' },
      {
        fields: form(today, { existingImages: ['uploads/ads/aaaaaaaaaaaaaaaaaaaaaaaa.400x300.webp'] }),
        status: 400,
        message: 'Image uploads/ads/aaaaaaaaaaaaaaaaaaaaaaaa.400x300.webp is not one of the current images.',
      },
      { fields: form(today, { ...images, offerType: 'Nope' }), status: 400, message: 'Unknown offer type' },
      { url: '/storeads/999/duplicate', fields: form(today, images), status: 404, message: 'Ad not found' },
    ];
    for (const { url, fields, status, message } of cases) {
      const response = await sendForm(ctx, 'POST', url ?? `/storeads/${ad._id}/duplicate`, fields);
      expect({ status: response.statusCode, message: response.json().message }, JSON.stringify(fields)).toEqual({
        status,
        message,
      });
    }
    const unsigned = await sendForm(ctx, 'POST', `/storeads/${ad._id}/duplicate`, form(today, images), [], {});
    expect(unsigned.statusCode).toBe(401);

    const [first, second] = ad.images as [string, string];
    rmSync(join(ctx.dataDir, second));
    const after = snapshot(ctx);
    const missing = await sendForm(ctx, 'POST', `/storeads/${ad._id}/duplicate`, form(today, images));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(`Image ${second} is missing on the server and could not be copied.`);
    expect(snapshot(ctx)).toEqual(after);
    expect(after.rows).toEqual(before.rows);
    expect(storedOnDisk(ctx, first)).toBe(true);
  });
});
