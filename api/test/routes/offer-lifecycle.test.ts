import { OFFER_STATUSES, type OfferStatus } from '@offerboard/shared-types/offer-status';
import { describe, expect, it } from 'vitest';
import { addDays, regionDay } from '../../src/lib/region-time.js';
import { API, createTestApp, type TestContext } from '../helpers.js';
import { createCategory, createLocation, createOfferType, createStore, insertAd, snapshot } from '../store-fixtures.js';

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
    const ad = await insertAd(ctx, store._id, offerType._id);
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
    const { ids } = await seedOffers(ctx);
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
