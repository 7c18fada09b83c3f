import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useSite } from './site.js';

interface Listed {
  _id: string;
  description: string;
  distanceKm?: number;
}

/** The visitor stands in Kochi (Ernakulam South); positions are used to 3 decimals. */
const HERE = { latitude: 9.9687, longitude: 76.2895 };

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Where the cards of the page lead, in order. */
const cardIds = (page: Page) =>
  page
    .getByTestId('offer-card')
    .getByRole('link', { name: /^View details/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()));

describe('/offers sort and /saved', () => {
  const site = useSite();
  const listing = async (query: string) =>
    (await (await fetch(`${site.stack.apiUrl}/storeads/adswithstore?limit=12&${query}`)).json()) as {
      data: Listed[];
    };

  async function open(path: string, viewport: { width: number; height: number }, options: BrowserContextOptions = {}) {
    const context = await site.browser.newContext({ viewport, ...options });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.stack.publicUrl}${path}`);
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    return { page, errors, close: () => context.close() };
  }

  async function reload(page: Page) {
    await page.reload();
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  }

  // Every demo store but the first gets a spot, spread around Kochi at up to ~60 km; the first has none.
  beforeAll(() => {
    const db = new Database(join(site.stack.dataDir, 'app.db'));
    db.prepare(
      `UPDATE stores SET latitude = 9.6 + (id % 11) * 0.07, longitude = 76.0 + (id % 7) * 0.09
       WHERE id <> (SELECT min(id) FROM stores)`,
    ).run();
    db.close();
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`keeps "Ending soon" in the URL and the order through a reload and Back (${name})`, async () => {
      const expected = (await listing('sort=ending')).data.map((offer) => offer._id);
      const newest = (await listing('')).data.map((offer) => offer._id);
      expect(expected).not.toEqual(newest);
      const { page, errors, close } = await open('/offers', viewport);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      expect(await sort.inputValue()).toBe('newest');

      await sort.selectOption({ label: 'Ending soon' });

      await page.waitForURL((url) => url.searchParams.get('sort') === 'ending');
      await expect.poll(() => cardIds(page)).toEqual(expected);
      await reload(page);
      await expect.poll(() => sort.inputValue()).toBe('ending');
      await expect.poll(() => cardIds(page)).toEqual(expected);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
      await page.waitForURL((url) => !url.searchParams.has('sort'));
      await expect.poll(() => cardIds(page)).toEqual(newest);
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'ending');
      await expect.poll(() => sort.inputValue()).toBe('ending');
      await expect.poll(() => cardIds(page)).toEqual(expected);
      expect(errors).toEqual([]);
      await close();
    });

    it(`sorts by distance from a granted position, shows each distance and keeps it through a reload (${name})`, async () => {
      const expected = await listing(`sort=nearest&lat=9.969&lng=76.29`);
      const first = expected.data[0];
      expect(first?.distanceKm).toBeGreaterThan(0);
      const { page, errors, close } = await open('/offers', viewport, {
        permissions: ['geolocation'],
        geolocation: HERE,
      });

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Nearest' });

      await page.waitForURL((url) => url.searchParams.get('sort') === 'nearest');
      expect(new URL(page.url()).search).toBe('?sort=nearest');
      await expect.poll(() => cardIds(page)).toEqual(expected.data.map((offer) => offer._id));
      const distance = (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
      expect(await page.getByTestId('offer-card').first().locator('.offer-distance').textContent()).toBe(
        distance(first?.distanceKm ?? 0),
      );
      await reload(page);
      await expect.poll(() => cardIds(page)).toEqual(expected.data.map((offer) => offer._id));
      expect(await page.locator('.offer-distance').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('asks before using the position on a shared nearest link, and falls back to newest when it is refused', async () => {
    const newest = (await listing('')).data.map((offer) => offer._id);
    const { page, close } = await open('/offers?sort=nearest', PHONE);

    await expect.poll(() => page.getByRole('button', { name: 'Use my location' }).isVisible()).toBe(true);
    await expect.poll(() => cardIds(page)).toEqual(newest);
    await page.getByRole('button', { name: 'Use my location' }).click();

    await expect.poll(() => page.getByTestId('position-failed').textContent()).toMatch(/offers are shown newest first/);
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('newest');
    await close();
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`saves offers with the heart, lists them on /saved after a reload, and removes them (${name})`, async () => {
      const { page, errors, close } = await open('/offers', viewport);
      const cards = page.getByTestId('offer-card');
      await cards.first().waitFor();
      const firstTitle = (await cards.first().locator('.offer-title').textContent()) ?? '';
      const [firstId, secondId] = await cardIds(page);

      await cards
        .nth(0)
        .getByRole('button', { name: /^Save / })
        .click();
      await cards
        .nth(1)
        .getByRole('button', { name: /^Save / })
        .click();
      expect(
        await cards
          .nth(0)
          .getByRole('button', { name: /^Save / })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      // An offer that has since been deleted, saved earlier in this browser, and entries no saved id can be.
      await page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('offerboard_liked_offers') ?? '[]') as string[];
        const malformed = ['abc', '12,13', '<b>', 7, null];
        localStorage.setItem('offerboard_liked_offers', JSON.stringify(['987654', ...malformed, ...saved]));
      });
      if (viewport === PHONE) await page.getByRole('link', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: viewport === PHONE ? 'Mobile' : 'Main' })
        .getByRole('link', { name: 'Saved' })
        .click();
      await page.waitForURL((url) => url.pathname === '/saved');

      await expect.poll(() => page.getByTestId('saved-count').textContent()).toBe('2 saved offers are still on');
      expect(await cardIds(page)).toEqual([secondId, firstId]);
      await reload(page);
      await expect.poll(() => cardIds(page)).toEqual([secondId, firstId]);
      expect(await page.title()).toBe('Saved offers | OfferBoard');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      const gone = page.getByTestId('saved-gone');
      expect(await gone.textContent()).toContain('An offer that was removed');

      await gone.getByRole('button', { name: /^Remove/ }).click();
      await expect.poll(() => gone.count()).toBe(0);
      await page.getByRole('button', { name: `Save ${firstTitle}` }).click();
      await expect.poll(() => cardIds(page)).toEqual([secondId]);
      await reload(page);
      await expect.poll(() => page.getByTestId('saved-count').textContent()).toBe('1 saved offer is still on');
      await page
        .getByTestId('offer-card')
        .getByRole('button', { name: /^Save / })
        .click();
      await expect.poll(() => page.getByText('You have not saved any offers yet.').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('serves /saved as one static page for everyone, out of the sitemap', async () => {
    const html = await (await fetch(`${site.stack.publicUrl}/saved`)).text();
    expect(html).toContain('<h1>Saved offers</h1>');
    expect(html).toContain('Loading your saved offers...');
    const sitemap = await (await fetch(`${site.stack.publicUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/saved');
  });

  it('says on /saved without JavaScript that the list needs it, instead of loading for ever', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.stack.publicUrl}/saved`);
    expect(await page.getByText('Loading your saved offers...').isVisible()).toBe(false);
    // Playwright's text and role selectors skip <noscript>, whose content shows here: CSS finds it.
    const note = page.locator('main [role="note"]');
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toContain('Saved offers are kept by this browser and need JavaScript');
    await note.locator('a').click();
    await page.waitForURL((url) => url.pathname === '/offers');
    await context.close();
  });
});
