// Offer lifecycle in the admin: each offer's status and public page, pausing and resuming (one or several, in the
// store's page and in the report) with the public site following, and duplicating an offer into the form.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Ad,
  confirmDialog,
  createOffer,
  createStore,
  expectToast,
  openDialog,
  PHONE,
  regionDayFromNow,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

describe('offer lifecycle', () => {
  const admin = adminSuite();

  /** A new store with three offers: live for 20 days, ending tomorrow, and starting in 5 days. */
  async function storeWithOffers(storeName: string) {
    const storeId = await createStore(admin, {
      storeName,
      ownerName: 'Thomas Varghese',
      contact: '9847033333',
      address: '7 Round North',
      district: 'Thrissur',
    });
    const offer = (title: string, startDate: string, endDate: string) =>
      createOffer(admin, storeId, { title, startDate, endDate, description: `${title}: 20% off` });
    const offers = {
      live: await offer('Monsoon sale', regionDayFromNow(0), regionDayFromNow(20)),
      soon: await offer('Weekend deal', regionDayFromNow(0), regionDayFromNow(1)),
      later: await offer('Vishu offer', regionDayFromNow(5), regionDayFromNow(15)),
    };
    return { storeId, ads: offers };
  }

  /** The store's page of offers, signed in. */
  async function storePage(storeId: string) {
    const page = await admin.page();
    await page.goto(admin.url(`storeads/${storeId}`));
    const card = (title: string) =>
      page.getByTestId('ad-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card('Monsoon sale').waitFor();
    return { page, card };
  }

  const pagePublished = (id: string) => existsSync(join(admin.stack.publicDir, 'offerdetails', `${id}.html`));
  const publicOffers = async (storeName: string) => {
    const response = await fetch(
      `${admin.stack.apiUrl}/storeads/adswithstore?storeName=${encodeURIComponent(storeName)}`,
    );
    return (await response.json()) as { totalAds: number; data: Ad[] };
  };

  it("shows each offer's status on the store page, and links the public page of those the site shows", async () => {
    const { storeId, ads: offers } = await storeWithOffers('Vadakkunnathan Traders');
    const { page, card } = await storePage(storeId);
    await card('Monsoon sale').getByText('Live', { exact: true }).waitFor();
    await card('Weekend deal').getByText('Ending soon', { exact: true }).waitFor();
    await card('Vishu offer').getByText('Scheduled', { exact: true }).waitFor();
    await card('Vishu offer').getByText('Not on site yet').waitFor();

    const link = card('Monsoon sale').getByRole('link', { name: 'View on site' });
    expect(await link.getAttribute('href')).toBe(`${admin.stack.publicUrl}/offerdetails/${offers.live._id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [publicPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await publicPage.getByRole('heading', { level: 1, name: /Monsoon sale/ }).waitFor();
    await publicPage.close();

    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('scheduled');
    await expect.poll(() => page.getByTestId('ad-card').count()).toBe(1);
    await card('Vishu offer').waitFor();
    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('');
    await expect.poll(() => page.getByTestId('ad-card').count()).toBe(3);
  });

  it('pauses one offer: hidden from the public site (its page goes) until resumed', async () => {
    const { storeId, ads: offers } = await storeWithOffers('Swaraj Round Stores');
    const { page, card } = await storePage(storeId);
    await expect.poll(() => pagePublished(offers.live._id)).toBe(true);
    await card('Monsoon sale').getByRole('button', { name: 'Pause' }).click();
    await expectToast(page, 'Paused "Monsoon sale": hidden from the site');
    await card('Monsoon sale').getByText('Paused', { exact: true }).waitFor();
    await card('Monsoon sale').getByText('Hidden from site').waitFor();
    expect((await fetch(`${admin.stack.apiUrl}/storeads/ad/${offers.live._id}`)).status).toBe(404);
    await expect.poll(() => pagePublished(offers.live._id)).toBe(false);
    const visitor = await page.context().newPage();
    await visitor.goto(`${admin.stack.publicUrl}/offerdetails/${offers.live._id}`);
    await visitor.getByText('Offer not found', { exact: false }).first().waitFor();
    await visitor.close();

    await card('Monsoon sale').getByRole('button', { name: 'Resume' }).click();
    await expectToast(page, 'Resumed "Monsoon sale"');
    await card('Monsoon sale').getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => pagePublished(offers.live._id)).toBe(true);
  });

  it('duplicates an offer into the form with new dates, as a new offer with its own images', async () => {
    const { storeId, ads: offers } = await storeWithOffers('Shakthan Nagar Stores');
    const { page, card } = await storePage(storeId);
    await card('Weekend deal').getByRole('button', { name: 'Duplicate' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Duplicate Ad' }).waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Weekend deal: 20% off');
    // The original runs today and tomorrow: the copy runs the two days after it.
    expect(await dialog.getByLabel('Start Date').inputValue()).toBe(regionDayFromNow(2));
    expect(await dialog.getByLabel('End Date').inputValue()).toBe(regionDayFromNow(3));
    await dialog.getByLabel('Title (optional)').fill('Next weekend deal');
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, 'Ad created successfully!');
    await card('Next weekend deal').getByText('Scheduled', { exact: true }).waitFor();

    const all = await admin.api<Ad[]>(`storeads/${storeId}`);
    const copy = all.find((ad) => ad.title === 'Next weekend deal');
    expect(copy).toMatchObject({ description: 'Weekend deal: 20% off', startDate: regionDayFromNow(2) });
    expect(copy?.adsImages).toHaveLength(2);
    expect(copy?.adsImages.some((path) => offers.soon.adsImages.includes(path))).toBe(false);
  });

  it('pauses and resumes several offers from the report, filtered by status in the URL', async () => {
    const storeName = 'Pooram Traders';
    await storeWithOffers(storeName);
    const page = await admin.page();
    await page.goto(admin.url(`adsreport?storeName=${encodeURIComponent(storeName)}&status=live`));
    await page.getByTestId('result-count').getByText('1 result').waitFor();
    await page.getByText('Monsoon sale: 20% off').waitFor();
    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe(null);
    await page.getByTestId('result-count').getByText('3 results').waitFor();

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Pause selected' }).click();
    await confirmDialog(page, {
      says: 'Pause 3 offers? They are hidden from the public site until resumed; nothing is deleted.',
      press: 'Pause 3 offers',
      toast: 'Paused 3 offers',
    });
    await expect.poll(() => page.locator('tbody .status-paused').count()).toBe(3);
    const paused = `storeads/adswithstoreadmin?status=paused&storeName=${encodeURIComponent(storeName)}`;
    expect((await admin.api<{ totalAds: number }>(paused)).totalAds).toBe(3);
    expect((await publicOffers(storeName)).totalAds).toBe(0);

    await page.getByRole('combobox', { name: 'All Statuses' }).selectOption('paused');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('paused');
    await page.getByTestId('result-count').getByText('3 results').waitFor();
    await page.getByRole('checkbox', { name: `Select ${storeName}: Monsoon sale`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${storeName}: Weekend deal`, exact: true }).check();
    await page.getByText('2 offers selected').waitFor();
    await page.getByRole('button', { name: 'Resume selected' }).click();
    await confirmDialog(page, { press: 'Resume 2 offers', toast: 'Resumed 2 offers' });
    await page.getByTestId('result-count').getByText('1 result').waitFor();
    const live = await publicOffers(storeName);
    expect(live.data.map((ad) => ad.title).sort()).toEqual(['Monsoon sale', 'Weekend deal']);
  });

  it('works on a 390 px phone: statuses, filter and bulk resume in the report cards', async () => {
    const storeName = 'Kuttanellur Traders';
    const { storeId, ads: offers } = await storeWithOffers(storeName);
    await admin.api('storeads/bulk/pause', {
      method: 'POST',
      body: JSON.stringify({ ids: [offers.live._id, offers.soon._id] }),
    });
    const small = await admin.page({ viewport: PHONE });
    await small.goto(admin.url(`adsreport?storeName=${encodeURIComponent(storeName)}&status=paused`));
    await small.getByTestId('result-count').getByText('2 results').waitFor();
    await small.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await small.getByRole('button', { name: 'Resume selected' }).click();
    await confirmDialog(small, { press: 'Resume 2 offers', toast: 'Resumed 2 offers' });
    await small.getByText('No ads found matching your filters').waitFor();
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await small.goto(admin.url(`storeads/${storeId}`));
    const cards = small.getByTestId('ad-card');
    await expect.poll(() => cards.count()).toBe(3);
    await cards.filter({ hasText: 'Vishu offer' }).getByText('Scheduled', { exact: true }).waitFor();
    await cards.filter({ hasText: 'Monsoon sale' }).getByRole('button', { name: 'Pause' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
