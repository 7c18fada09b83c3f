// Lists keep their search, filters and page in the URL: a reload or the browser's Back button shows the same rows.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSuite } from './admin-suite.js';

/** Twelve names that sort in order, so a search for their prefix fills a page of ten and two on the next. */
const names = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);

describe('list state in the URL', () => {
  const admin = adminSuite();
  let page: Page;

  beforeAll(async () => {
    for (const title of names('Url Offer')) {
      await admin.api('offertype', { method: 'POST', body: JSON.stringify({ title }) });
    }
    for (const locationName of names('Url Nagar')) {
      await admin.api('locations', { method: 'POST', body: JSON.stringify({ district: 'Wayanad', locationName }) });
    }
  });

  beforeEach(async () => {
    page = await admin.page();
  });

  const searchOfUrl = () => Object.fromEntries(new URL(page.url()).searchParams);

  /** The text of the given cell of each row, once the rows show the expected first value. */
  async function column(cell: number, first: string): Promise<string[]> {
    await page.locator(`tbody tr:first-child td:nth-child(${cell})`, { hasText: first }).waitFor();
    return page.locator(`tbody tr td:nth-child(${cell})`).allTextContents();
  }

  /** Leaves the list for another screen through the menu and comes back with the browser's Back button. */
  async function awayAndBack() {
    const list = page.url();
    await page.getByRole('link', { name: 'Store Category' }).click();
    await page.getByRole('heading', { name: 'Store Category' }).waitFor();
    await page.goBack();
    expect(page.url()).toBe(list);
  }

  it('keeps the Offer Types search and page across a reload and Back', async () => {
    await page.goto(admin.url('offer-types'));
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Search offer types').fill('Url Offer');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await column(2, 'Url Offer 01')).toEqual(names('Url Offer').slice(0, 10));
    await page.getByRole('button', { name: 'Next page' }).click();
    const secondPage = names('Url Offer').slice(10);
    expect(await column(2, 'Url Offer 11')).toEqual(secondPage);
    expect(searchOfUrl()).toEqual({ search: 'Url Offer', page: '2' });

    await page.reload();
    expect(await column(2, 'Url Offer 11')).toEqual(secondPage);
    expect(await page.getByLabel('Search offer types').inputValue()).toBe('Url Offer');
    await page.getByText('Page 2 of 2').waitFor();

    await awayAndBack();
    expect(await column(2, 'Url Offer 11')).toEqual(secondPage);
    expect(await page.getByLabel('Search offer types').inputValue()).toBe('Url Offer');
    expect(await column(1, '11')).toEqual(['11', '12']);
  });

  it('keeps the Banners screen type across a reload', async () => {
    await page.goto(admin.url('banners'));
    const tags = page.locator('[data-testid="banner-card"] .tag');
    await tags.first().waitFor();
    expect(new Set(await tags.allTextContents())).toEqual(new Set(['desktop', 'mobile']));
    await page.getByLabel('Screen type').selectOption('mobile');
    await expect.poll(() => searchOfUrl()).toEqual({ screen: 'mobile' });
    await page.reload();
    await tags.first().waitFor();
    expect(new Set(await tags.allTextContents())).toEqual(new Set(['mobile']));
    expect(await page.getByLabel('Screen type').inputValue()).toBe('mobile');
  });

  it('keeps the Locations search and page across a reload and Back', async () => {
    await page.goto(admin.url('locations'));
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Search locations').fill('Url Nagar');
    expect(await column(3, 'Url Nagar 01')).toEqual(names('Url Nagar').slice(0, 10));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
    const secondPage = names('Url Nagar').slice(10);
    expect(await column(3, 'Url Nagar 11')).toEqual(secondPage);
    expect(searchOfUrl()).toEqual({ search: 'Url Nagar', page: '2' });

    await page.reload();
    expect(await column(3, 'Url Nagar 11')).toEqual(secondPage);
    expect(await page.getByLabel('Search locations').inputValue()).toBe('Url Nagar');
    await page.getByRole('button', { name: '2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();

    await awayAndBack();
    expect(await column(3, 'Url Nagar 11')).toEqual(secondPage);
    expect(await page.getByLabel('Search locations').inputValue()).toBe('Url Nagar');
    expect(await page.getByText('Search: Url Nagar').count()).toBe(1);
  });

  it("keeps a store page's ad search and status filter across a reload", async () => {
    await page.goto(admin.url('store'));
    // Exact: the sidebar's Review link also holds the word.
    await page.getByRole('link', { name: 'View', exact: true }).first().click();
    const cards = page.getByTestId('ad-card');
    await cards.first().waitFor();
    await page.getByLabel('All Statuses').selectOption('live');
    const offerType = (await cards.first().locator('.tag').textContent()) ?? '';
    await page.getByLabel('Search ads').fill(offerType);
    await expect.poll(searchOfUrl).toEqual({ status: 'live', search: offerType });
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);

    await page.reload();
    await cards.first().waitFor();
    expect(await page.getByLabel('Search ads').inputValue()).toBe(offerType);
    expect(await page.getByLabel('All Statuses').inputValue()).toBe('live');
    expect(await cards.count()).toBe(shown);
    for (const card of await cards.allTextContents()) {
      expect(card.toLowerCase()).toContain(offerType.toLowerCase());
      expect(card).toContain('Live');
    }
  });
});
