import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAuth, DESKTOP, PHONE, useSite } from './site.js';

interface Offer {
  _id: string;
  storeName: string;
  title: string;
  description: string;
  offerType: string;
  startDate: string;
  endDate: string;
  adsImages: string[];
  couponCode?: string;
  terms?: string;
  priceBefore?: number;
  priceAfter?: number;
}

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe('richer offers and forgiving search', () => {
  const site = useSite();

  async function liveOffers(): Promise<Offer[]> {
    const response = await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=48`);
    return ((await response.json()) as { data: Offer[] }).data;
  }

  async function offerWith(has: (offer: Offer) => boolean): Promise<Offer> {
    const offer = (await liveOffers()).find(has);
    if (!offer) throw new Error('the demo data has no such offer');
    return offer;
  }

  const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search offers' });

  it.each(SIZES)('shows the title, the price and the discount on the card (%s)', async (_, viewport) => {
    const offer = await offerWith((o) => o.priceBefore !== undefined && o.priceAfter !== undefined);
    const before = offer.priceBefore ?? 0;
    const discount = Math.floor(((before - (offer.priceAfter ?? 0)) / before) * 100);
    const { page, errors } = await site.open(`/offers?storeName=${encodeURIComponent(offer.storeName)}`, viewport);

    const card = page.getByTestId('offer-card').filter({ hasText: offer.title });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('.offer-title').textContent()).toBe(offer.title);
    expect(await card.getByTestId('discount').textContent()).toBe(`-${discount}%`);
    expect(await card.locator('.offer-price strong').textContent()).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    expect(errors).toEqual([]);
  });

  it.each(SIZES)(
    'copies the coupon code on the offer page, whose heading, tab and share title are its title (%s)',
    async (_, viewport) => {
      const offer = await offerWith((o) => o.couponCode !== undefined);
      const { page } = await site.open(`/offerdetails/${offer._id}`, viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

      await page.getByRole('heading', { level: 1, name: offer.title }).waitFor();
      await page.getByRole('button', { name: `Copy coupon code ${offer.couponCode}` }).click();

      await page.getByText('Coupon code copied!').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(offer.couponCode);
      expect(await page.title()).toBe(`${offer.title} | ${offer.storeName}`);
      const shareTitle = page.locator('meta[property="og:title"]');
      expect(await shareTitle.getAttribute('content')).toBe(`${offer.title} | ${offer.storeName}`);
    },
  );

  it('prerenders the price in INR into the offer JSON-LD', async () => {
    const offer = await offerWith((o) => o.priceAfter !== undefined);

    const html = await (await fetch(`${site.stack.publicUrl}/offerdetails/${offer._id}`)).text();

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Offer', price: offer.priceAfter, priceCurrency: 'INR' });
  });

  it("regenerates an offer's prerendered page when only its coupon code changes", async () => {
    const offer = await offerWith((o) => o.couponCode !== undefined);
    const form = new FormData();
    const kept = ['startDate', 'endDate', 'offerType', 'description', 'title', 'terms'] as const;
    for (const key of kept) form.append(key, offer[key] ?? '');
    for (const key of ['priceBefore', 'priceAfter'] as const) form.append(key, String(offer[key] ?? ''));
    for (const image of offer.adsImages) form.append('existingImages', image);
    form.append('couponCode', 'REGEN-77');

    const saved = await fetch(`${site.stack.apiUrl}/storeads/${offer._id}`, {
      method: 'PUT',
      headers: await adminAuth(site.stack),
      body: form,
    });

    expect(saved.status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${site.stack.publicUrl}/offerdetails/${offer._id}`)).text(), {
        timeout: 30_000,
        interval: 500,
      })
      .toContain('REGEN-77');
  });

  it.each(SIZES)(
    'says "Showing results for" a corrected search and links to the search as typed (%s)',
    async (_, viewport) => {
      const { page } = await site.open('/offers?searchQuery=biriyani', viewport);

      const note = page.getByTestId('corrected-query');
      await expect.poll(() => note.textContent()).toContain('Showing results for biryani.');
      expect(await page.getByTestId('offer-card').count()).toBeGreaterThan(0);
      await note.getByRole('link', { name: 'Search for “biriyani” instead' }).click();

      await page.waitForURL((url) => url.searchParams.get('exact') === 'true');
      await expect.poll(() => page.getByText('No offers found').isVisible()).toBe(true);
      expect(await note.count()).toBe(0);
    },
  );

  it.each(SIZES)('suggests places and stores on /offers and picks one with the keyboard (%s)', async (_, viewport) => {
    const { page } = await site.open('/offers', viewport);
    await combobox(page).click();
    await page.keyboard.type('kott');

    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await combobox(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const label = (await second.locator('.suggestion-label').textContent()) ?? '';
    await page.keyboard.press('Enter');

    await page.waitForURL(
      (url) => [...url.searchParams.values()].includes(label) && !url.searchParams.has('searchQuery'),
    );
    expect(await combobox(page).inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('offer-card').count()).toBeGreaterThan(0);
  });

  it('suggests from the home search too; Escape closes the list, keeps the text, and Enter then searches it', async () => {
    const { page } = await site.open('/', PHONE);
    await combobox(page).click();
    await page.keyboard.type('Trissur');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list
      .getByRole('option', { name: /^Thrissur/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await combobox(page).inputValue()).toBe('Trissur');

    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('searchQuery') === 'Trissur');
    await expect
      .poll(() => page.getByTestId('corrected-query').textContent())
      .toContain('Showing results for Thrissur.');
  });

  it("hides the previous word's suggestions until the new word's come, so Enter searches the new text", async () => {
    const { page } = await site.open('/', DESKTOP);
    await combobox(page).click();
    await page.keyboard.type('kott');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option').first().waitFor();
    // The new word's suggestions are held back, as on a slow connection, until the page has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/search\/suggestions\?q=(?!kott(&|$))/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });

    try {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('thri');
      await expect.poll(() => list.isVisible()).toBe(false);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      await page.waitForURL((url) => url.pathname === '/offers' && url.searchParams.get('searchQuery') === 'thri');
      expect([...new URL(page.url()).searchParams.keys()]).toEqual(['searchQuery']);
    } finally {
      release();
    }
  });
});
