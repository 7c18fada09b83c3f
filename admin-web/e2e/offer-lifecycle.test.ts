// Offer lifecycle in the admin: each offer's status and public page, pausing and resuming (one or several, in the
// store's page and in the report) with the public site following, and duplicating an offer into the form.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@offerboard/shared-types/offer-status';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';
import {
  adminToken,
  apiCall,
  createStore,
  expectToast,
  imageBytes,
  openDialog,
  signedInContext,
} from './admin-helpers.js';

interface Ad {
  _id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  adsImages: string[];
  status: string;
  publicUrl: string;
}

/** Today in the region (Asia/Kolkata, the default REGION_TZ), whatever this machine's zone. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('offer lifecycle', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let session: Awaited<ReturnType<typeof adminToken>>;
  let storeId: string;
  const ads: Record<'live' | 'soon' | 'later', Ad> = {} as never;

  async function createAd(title: string, startDate: string, endDate: string): Promise<Ad> {
    const form = new FormData();
    const fields = { title, startDate, endDate, offerType: 'Flat Discount', description: `${title}: 20% off` };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const name of ['a.png', 'b.png']) {
      form.append('adsImages', new Blob([new Uint8Array(await imageBytes(640, 480))], { type: 'image/png' }), name);
    }
    return apiCall<Ad>(stack, token, `storeads/${storeId}`, { method: 'POST', body: form });
  }

  const card = (title: string) =>
    page.getByTestId('ad-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const pagePublished = (id: string) => existsSync(join(stack.publicDir, 'offerdetails', id, 'index.html'));

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    session = await adminToken(stack);
    token = session.token;
    storeId = await createStore(stack, token, {
      storeName: 'Pooram Traders',
      ownerName: 'Thomas Varghese',
      contact: '9847033333',
      email: 'pooram@example.com',
      address: '7 Round North',
      district: 'Thrissur',
    });
    ads.live = await createAd('Monsoon sale', today, addDays(today, 20));
    ads.soon = await createAd('Weekend deal', today, addDays(today, 1));
    ads.later = await createAd('Vishu offer', addDays(today, 5), addDays(today, 15));
    context = await signedInContext(browser, session);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("shows each offer's status on the store page, and links the public page of those the site shows", async () => {
    await page.goto(`${stack.adminUrl}storeads/${storeId}`);
    await card('Monsoon sale').getByText('Live', { exact: true }).waitFor();
    await card('Weekend deal').getByText('Ending soon', { exact: true }).waitFor();
    await card('Vishu offer').getByText('Scheduled', { exact: true }).waitFor();
    await card('Vishu offer').getByText('Not on site yet').waitFor();

    const link = card('Monsoon sale').getByRole('link', { name: 'View on site' });
    expect(await link.getAttribute('href')).toBe(`${stack.publicUrl}/offerdetails/${ads.live._id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [publicPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await publicPage.getByRole('heading', { name: /Monsoon sale/ }).waitFor();
    await publicPage.close();

    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('scheduled');
    await expect.poll(() => page.getByTestId('ad-card').count()).toBe(1);
    await card('Vishu offer').waitFor();
    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('');
    await expect.poll(() => page.getByTestId('ad-card').count()).toBe(3);
  });

  it('pauses one offer: hidden from the public site (its page goes) until resumed', async () => {
    await expect.poll(() => pagePublished(ads.live._id)).toBe(true);
    await card('Monsoon sale').getByRole('button', { name: 'Pause' }).click();
    await expectToast(page, 'Paused "Monsoon sale": hidden from the site');
    await card('Monsoon sale').getByText('Paused', { exact: true }).waitFor();
    await card('Monsoon sale').getByText('Hidden from site').waitFor();
    expect((await fetch(`${stack.apiUrl}/storeads/ad/${ads.live._id}`)).status).toBe(404);
    await expect.poll(() => pagePublished(ads.live._id)).toBe(false);
    const visitor = await context.newPage();
    await visitor.goto(`${stack.publicUrl}/offerdetails/${ads.live._id}`);
    await visitor.getByText('Offer not found', { exact: false }).first().waitFor();
    await visitor.close();

    await card('Monsoon sale').getByRole('button', { name: 'Resume' }).click();
    await expectToast(page, 'Resumed "Monsoon sale"');
    await card('Monsoon sale').getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => pagePublished(ads.live._id)).toBe(true);
  });

  it('duplicates an offer into the form with new dates, as a new offer with its own images', async () => {
    await card('Weekend deal').getByRole('button', { name: 'Duplicate' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Duplicate Ad' }).waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Weekend deal: 20% off');
    // The original runs today and tomorrow: the copy runs the two days after it.
    expect(await dialog.getByLabel('Start Date').inputValue()).toBe(addDays(today, 2));
    expect(await dialog.getByLabel('End Date').inputValue()).toBe(addDays(today, 3));
    await dialog.getByLabel('Title (optional)').fill('Next weekend deal');
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, 'Ad created successfully!');
    await card('Next weekend deal').getByText('Scheduled', { exact: true }).waitFor();

    const all = await apiCall<Ad[]>(stack, token, `storeads/${storeId}`);
    const copy = all.find((ad) => ad.title === 'Next weekend deal');
    expect(copy).toMatchObject({ description: 'Weekend deal: 20% off', startDate: addDays(today, 2) });
    expect(copy?.adsImages).toHaveLength(2);
    expect(copy?.adsImages.some((path) => ads.soon.adsImages.includes(path))).toBe(false);
  });

  it('pauses and resumes several offers from the report, filtered by status in the URL', async () => {
    await page.goto(`${stack.adminUrl}adsreport?storeName=Pooram%20Traders&status=live`);
    await page.getByTestId('result-count').getByText('1 result').waitFor();
    await page.getByText('Monsoon sale: 20% off').waitFor();
    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe(null);
    await page.getByTestId('result-count').getByText('4 results').waitFor();

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Pause selected' }).click();
    await openDialog(page)
      .getByText('Pause 4 offers? They are hidden from the public site until resumed; nothing is deleted.')
      .waitFor();
    await openDialog(page).getByRole('button', { name: 'Pause 4 offers' }).click();
    await expectToast(page, 'Paused 4 offers');
    await expect.poll(() => page.locator('tbody .status-paused').count()).toBe(4);
    expect(
      (await apiCall<{ totalAds: number }>(stack, token, 'storeads/adswithstoreadmin?status=paused')).totalAds,
    ).toBe(4);
    const publicList = await fetch(`${stack.apiUrl}/storeads/adswithstore?storeName=Pooram%20Traders`);
    expect((await publicList.json()).totalAds).toBe(0);

    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('paused');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('paused');
    await page.getByTestId('result-count').getByText('4 results').waitFor();
    await page.getByRole('checkbox', { name: 'Select Pooram Traders: Monsoon sale', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select Pooram Traders: Weekend deal', exact: true }).check();
    await page.getByText('2 offers selected').waitFor();
    await page.getByRole('button', { name: 'Resume selected' }).click();
    await openDialog(page).getByRole('button', { name: 'Resume 2 offers' }).click();
    await expectToast(page, 'Resumed 2 offers');
    await page.getByTestId('result-count').getByText('2 results').waitFor();
    const live = await fetch(`${stack.apiUrl}/storeads/adswithstore?storeName=Pooram%20Traders`);
    expect(((await live.json()).data as Ad[]).map((ad) => ad.title).sort()).toEqual(['Monsoon sale', 'Weekend deal']);
  });

  it('works on a 390 px phone: statuses, filter and bulk resume in the report cards', async () => {
    const phone = await signedInContext(browser, session, { width: 390, height: 844 });
    const small = await phone.newPage();
    await small.goto(`${stack.adminUrl}adsreport?storeName=Pooram%20Traders&status=paused`);
    await small.getByTestId('result-count').getByText('2 results').waitFor();
    await small.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await small.getByRole('button', { name: 'Resume selected' }).click();
    await openDialog(small).getByRole('button', { name: 'Resume 2 offers' }).click();
    await expectToast(small, 'Resumed 2 offers');
    await small.getByText('No ads found matching your filters').waitFor();
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await small.goto(`${stack.adminUrl}storeads/${storeId}`);
    const cards = small.getByTestId('ad-card');
    await expect.poll(() => cards.count()).toBe(4);
    await cards.filter({ hasText: 'Vishu offer' }).getByText('Scheduled', { exact: true }).waitFor();
    await cards.filter({ hasText: 'Monsoon sale' }).getByRole('button', { name: 'Pause' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
