// /store/{id}: the prerendered page (head, JSON-LD, sitemap, no status baked in) and the page in the browser at phone
// and desktop width: contacts, maps, "Open now" on the region's clock, its offers, and the links that lead to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiResponse } from '@offerboard/shared-types';
import { describe, expect, it } from 'vitest';
import { DESKTOP, escapeHtml, PHONE, useSite } from './site.js';

type StorePage = ApiResponse<'/backendapi/api/store/{id}/page'>;
type Listed = ApiResponse<'/backendapi/api/storeads/adswithstore'>['data'][number];

describe('/store/{id}', () => {
  const site = useSite();

  async function api<T>(path: string): Promise<T> {
    return (await (await fetch(`${site.stack.apiUrl}/${path}`)).json()) as T;
  }

  async function liveOffers(): Promise<Listed[]> {
    const offers: Listed[] = [];
    for (let page = 1; ; page++) {
      const list = await api<{ data: Listed[]; totalPages: number }>(`storeads/adswithstore?limit=48&page=${page}`);
      offers.push(...list.data);
      if (page >= list.totalPages) return offers;
    }
  }

  /** A demo store with live offers whose Monday is an ordinary day (opens and closes the same day). */
  async function storeOpenOnMonday(): Promise<StorePage> {
    for (const offer of await liveOffers()) {
      const monday = offer.storeId.openingHours?.[0];
      if (monday && !monday.closed && monday.open < monday.close && monday.open >= '06:00') {
        return api<StorePage>(`store/${offer.storeId._id}/page`);
      }
    }
    throw new Error('no demo store opens and closes on Monday');
  }

  /** A page whose clock reads the given instant (2026-11-23 is a Monday), before the site's scripts run. */
  async function openAt(path: string, instant: Date, viewport: { width: number; height: number }) {
    const context = await site.browser.newContext({ viewport });
    await context.clock.setFixedTime(instant);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.stack.publicUrl}${path}`);
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    return { page, errors, close: () => context.close() };
  }

  const onRegionClock = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);
  const hourAfter = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

  it('is prerendered with its store, offers, head tags and LocalBusiness JSON-LD, and no open-now status', async () => {
    const { store, offers } = await storeOpenOnMonday();
    const origin = site.stack.publicUrl;
    const html = readFileSync(join(site.stack.publicDir, 'store', store._id, 'index.html'), 'utf8');

    expect(html).toContain(`<h1>${escapeHtml(store.storeName)}</h1>`);
    expect(html).toContain(`<title>${escapeHtml(`${store.storeName}, ${store.location}, ${store.district}`)}`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/store/${store._id}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${origin}/backendapi/uploads/logos/`));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(`${offers.length} current offer`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: store.storeName,
      url: `${origin}/store/${store._id}`,
      telephone: `+91${store.contact}`,
      address: { '@type': 'PostalAddress', streetAddress: store.address, addressLocality: store.location },
      geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    });
    const openDays = (store.openingHours ?? []).filter((day) => !day.closed);
    expect(jsonLd.openingHoursSpecification).toEqual(
      openDays.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day.day}`,
        opens: day.open,
        closes: day.close,
      })),
    );
    // Every live offer, newest first, and not a word of whether it is open: that is read in the browser.
    const titles = [...html.matchAll(/<h3 class="offer-title"><a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);
    expect(titles).toEqual(offers.map((offer) => escapeHtml(offer.title)));
    expect(html).not.toMatch(/Open now|Closes at|Opens (tomorrow )?at/);
    // The router's state holds the store once, each offer pointing at it, not a copy per offer.
    const state = [...html.matchAll(/<script[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join('');
    expect(offers.length).toBeGreaterThan(1);
    expect(state.split(`contact:${JSON.stringify(store.contact)}`)).toHaveLength(2);
  });

  it('puts every store with a live offer in the sitemap, and only those', async () => {
    const withOffers = new Set((await liveOffers()).map((offer) => offer.storeId._id));
    const sitemap = readFileSync(join(site.stack.publicDir, 'sitemap.xml'), 'utf8');
    // Each in English and in Malayalam (docs/decisions/047).
    for (const language of ['', '/ml']) {
      const pattern = new RegExp(`<loc>[a-z]+://[^/<]+${language}/store/(\\d+)</loc>`, 'g');
      const listed = [...sitemap.matchAll(pattern)].map((match) => match[1]);
      expect(new Set(listed)).toEqual(withOffers);
      expect(listed.length).toBe(withOffers.size);
    }
  });

  it('on a phone: says it is open with its closing time, highlights today, and links WhatsApp, call, e-mail and directions', async () => {
    const { store } = await storeOpenOnMonday();
    const monday = store.openingHours?.[0];
    if (!monday) throw new Error('no Monday');
    const { page, errors, close } = await openAt(`/store/${store._id}`, onRegionClock(hourAfter(monday.open)), PHONE);

    await expect.poll(() => page.getByTestId('open-status').textContent()).toBe(`Open now · Closes at ${monday.close}`);
    expect(await page.locator('.opening-hours .today dt').textContent()).toBe('Monday');
    const phone = store.contact.replace(/\D/g, '');
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/91${phone}\\?text=`),
    );
    expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:+91${phone}`);
    expect(await page.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe(`mailto:${store.email}`);
    for (const name of ['Directions', 'Get directions']) {
      const directions = new URL((await page.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '');
      expect(directions.searchParams.get('destination')).toBe(`${store.latitude},${store.longitude}`);
    }
    const map = new URL((await page.getByRole('link', { name: 'View on map' }).getAttribute('href')) ?? '');
    expect(map.searchParams.get('query')).toBe(`${store.latitude},${store.longitude}`);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await close();
  });

  it('on a desktop: before opening it says when it opens, in the region time whatever the visitor’s zone', async () => {
    const { store, offers } = await storeOpenOnMonday();
    const monday = store.openingHours?.[0];
    if (!monday) throw new Error('no Monday');
    // 05:00 in Kerala is 23:30 the evening before in UTC.
    const { page, errors, close } = await openAt(`/store/${store._id}`, onRegionClock('05:00'), DESKTOP);

    await expect.poll(() => page.getByTestId('open-status').textContent()).toBe(`Closed · Opens at ${monday.open}`);
    expect(await page.getByRole('heading', { name: `Current offers (${offers.length})` }).isVisible()).toBe(true);
    expect(await page.getByTestId('offer-card').count()).toBe(offers.length);
    expect(errors).toEqual([]);
    await close();
  });

  it('is reached from the store name on an offer card', async () => {
    const { page } = await site.open('/offers', PHONE);
    const card = page.getByTestId('offer-card').first();
    const name = (await card.locator('.offer-store').textContent()) ?? '';
    await card.locator('.offer-store').getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/store/'));
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.title()).toContain(name);
  });

  it('says the store is not found for an id that finds none, unindexed', async () => {
    const { page } = await site.open('/store/987654');
    await expect
      .poll(() => page.getByTestId('store-not-found').textContent())
      .toContain('Store not found. Please check the URL and try again.');
    expect(await page.title()).toBe('Store not found | OfferBoard');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});
