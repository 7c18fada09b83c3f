import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';
import {
  adminToken,
  apiCall,
  createStore,
  expectToast,
  imageBytes,
  largePng,
  openDialog,
  regionDayFromNow,
  signedInContext,
} from './admin-helpers.js';

async function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: await imageBytes(800, 600) };
}

describe('a store page and its ads', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let storeId: string;
  let token: string;
  const description = `Onam mega sale ${Date.now()}: 30% off every silk saree`;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const session = await adminToken(stack);
    token = session.token;
    storeId = await createStore(stack, token, {
      storeName: 'Kasavu Corner',
      ownerName: 'Meera Nair',
      contact: '9847022222',
      email: 'kasavu@example.com',
      address: '4 Temple Road',
      district: 'Ernakulam',
    });
    context = await signedInContext(browser, session);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows the store with its owner and offers to create the first ad', async () => {
    await page.goto(`${stack.adminUrl}storeads/${storeId}`);
    await page.getByRole('heading', { name: 'Kasavu Corner' }).waitFor();
    await page.getByText('Meera Nair').waitFor();
    await page.getByText('No Ads Found').waitFor();
    await page.getByRole('button', { name: 'Create First Ad' }).click();
    await openDialog(page).getByRole('heading', { name: 'Create Ad' }).waitFor();
  });

  it('applies the image rules: 5 MB, the formats and five images in total', async () => {
    const dialog = openDialog(page);
    const images = dialog.getByLabel(/^Images/);
    await images.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: await largePng() });
    await dialog.getByText('Image huge.png is too large (max 5MB).').waitFor();
    await images.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: await imageBytes(60, 60, 'gif') });
    await dialog.getByText('File moving.gif is not a supported image format (PNG, JPG, JPEG, WebP).').waitFor();
    await images.setInputFiles(await Promise.all(['a.png', 'b.png', 'c.png', 'd.png'].map(pngFile)));
    await images.setInputFiles(await Promise.all(['e.png', 'f.png'].map(pngFile)));
    await dialog.getByText('You can only upload 1 more image(s) (max 5 total).').waitFor();
    expect(await dialog.locator('.preview').count()).toBe(5);
    expect(await images.isDisabled()).toBe(true);
    for (const name of ['c.png', 'd.png', 'e.png'])
      await dialog.getByRole('button', { name: `Remove ${name}` }).click();
    expect(await dialog.locator('.preview').count()).toBe(2);
  });

  it('checks the required fields and the date order, then creates the ad with two images', async () => {
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    // Next to each of the four empty required fields.
    await expect.poll(() => dialog.getByText('Please fill all required fields.').count()).toBe(4);
    expect(await dialog.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Start Date').getAttribute('min')).toBe(regionDayFromNow(0));

    await dialog.getByLabel('Start Date').fill(regionDayFromNow(3));
    await dialog.getByLabel('End Date').fill(regionDayFromNow(1));
    await dialog.getByLabel('Offer Type').selectOption({ index: 1 });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await dialog.getByText('End date cannot be before start date.').waitFor();

    await dialog.getByLabel('Start Date').fill(regionDayFromNow(0));
    await dialog.getByLabel('End Date').fill(regionDayFromNow(10));
    await dialog.getByLabel('Title (optional)').fill('Onam Silk Fest');
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, 'Ad created successfully!');
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('ad-card').filter({ hasText: 'Onam Silk Fest' });
    await card.getByText('0 views').waitFor();
    await card.getByRole('button', { name: 'Details', exact: true }).click();
    const details = openDialog(page);
    await details.getByText(description).waitFor();
    expect(await details.locator('.gallery img').count()).toBe(2);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('publishes the new ad on the public site within 60 seconds', async () => {
    const listing = `${stack.publicUrl}/backendapi/api/storeads/adswithstore?searchQuery=${encodeURIComponent('Onam mega sale')}`;
    await expect
      .poll(
        async () => {
          const body = (await (await fetch(listing)).json()) as { data: { description: string }[] };
          return body.data.map((ad) => ad.description);
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toContain(description);
    const publicPage = await browser.newPage();
    await expect
      .poll(
        async () => {
          await publicPage.goto(`${stack.publicUrl}/offers`);
          return publicPage.getByText(description).count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBeGreaterThan(0);
    await publicPage.close();
  }, 150_000);

  it('adds the offer details: a refused price shows next to its field, then they are saved and in the ads report', async () => {
    await page
      .getByTestId('ad-card')
      .filter({ hasText: 'Onam Silk Fest' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Short title (optional, shown on cards)').fill('Silk sarees at ₹1,299');
    await dialog.getByLabel('Coupon code (optional)').fill('ONAM-35');
    await dialog.getByLabel('Price before, ₹ (optional)').fill('2000');
    await dialog.getByLabel('Offer price, ₹ (optional)').fill('2500');
    await dialog.getByLabel('Terms (optional)').fill('One coupon per customer.');
    await dialog.getByRole('button', { name: 'Update Ad' }).click();
    await dialog.getByText('The offer price must be lower than the price before.').waitFor();
    expect(await dialog.getByLabel('Offer price, ₹ (optional)').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Offer price, ₹ (optional)').fill('1299.50');
    await dialog.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(page, 'Ad updated successfully!');
    const [saved] = await apiCall<Array<Record<string, unknown>>>(stack, token, `storeads/${storeId}`);
    expect(saved).toMatchObject({
      shortTitle: 'Silk sarees at ₹1,299',
      couponCode: 'ONAM-35',
      priceBefore: 2000,
      priceAfter: 1299.5,
      terms: 'One coupon per customer.',
    });
    await page
      .getByTestId('ad-card')
      .filter({ hasText: 'Onam Silk Fest' })
      .getByRole('button', { name: 'Edit' })
      .click();
    expect(await openDialog(page).getByLabel('Offer price, ₹ (optional)').inputValue()).toBe('1299.5');
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${stack.adminUrl}adsreport?search=${encodeURIComponent('Onam mega sale')}`);
    const row = page.locator('tbody tr').filter({ hasText: 'Kasavu Corner' });
    await row.getByText('Silk sarees at ₹1,299').waitFor();
    await row.getByText('Coupon ONAM-35 · ₹2,000 → ₹1,299.50 · Terms apply').waitFor();
    await page.goto(`${stack.adminUrl}storeads/${storeId}`);
    await page.getByTestId('ad-card').filter({ hasText: 'Onam Silk Fest' }).waitFor();
  });

  it('edits the ad keeping one of its images, filters the cards and deletes the ad after confirmation', async () => {
    const card = page.getByTestId('ad-card').filter({ hasText: 'Onam Silk Fest' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(page);
    expect(await dialog.getByLabel('Description').inputValue()).toBe(description);
    expect(await dialog.locator('.preview').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Remove current image 2' }).click();
    await dialog.getByLabel('Title (optional)').fill('Onam Silk Fest, extended');
    await dialog.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(page, 'Ad updated successfully!');
    const edited = page.getByTestId('ad-card').filter({ hasText: 'Onam Silk Fest, extended' });
    await edited.getByRole('button', { name: 'Details', exact: true }).click();
    expect(await openDialog(page).locator('.gallery img').count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.getByLabel('Search ads').fill('no such offer type');
    await page.getByText('No ads match your search or status.').waitFor();
    await page.getByLabel('Search ads').fill('');

    await edited.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await edited.waitFor();
    await edited.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Ad deleted successfully');
    await page.getByText('No Ads Found').waitFor();
  });
  it('extends and deletes several offers at once, after one confirmation naming how many', async () => {
    type Ad = { _id: string; title: string; endDate: string };
    const stores = await apiCall<{ stores: Array<{ _id: string }> }>(stack, token, 'Store?limit=40');
    let demoStore = '';
    let ads: Ad[] = [];
    for (const store of stores.stores) {
      ads = await apiCall<Ad[]>(stack, token, `storeads/${store._id}`);
      demoStore = store._id;
      if (ads.length >= 3) break;
    }
    expect(ads.length).toBeGreaterThanOrEqual(3);
    const [first, second] = ads as [Ad, Ad];
    const laterBy = (day: string, days: number) => {
      const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    await page.goto(`${stack.adminUrl}storeads/${demoStore}`);
    await page
      .getByRole('checkbox', { name: `Select ${first.title}` })
      .first()
      .check();
    await page
      .getByRole('checkbox', { name: `Select ${second.title}` })
      .last()
      .check();
    await page.getByText('2 offers selected').waitFor();

    await page.getByRole('button', { name: 'Extend end date' }).click();
    await openDialog(page).getByLabel('Days').fill('10');
    await openDialog(page).getByText('The end date of 2 offers moves 10 days later.').waitFor();
    await openDialog(page).getByRole('button', { name: 'Extend 2 offers' }).click();
    await expectToast(page, 'Extended 2 offers by 10 days');
    const after = await apiCall<Ad[]>(stack, token, `storeads/${demoStore}`);
    const endOf = (id: string) => after.find((ad) => ad._id === id)?.endDate.slice(0, 10);
    expect([endOf(first._id), endOf(second._id)]).toEqual([laterBy(first.endDate, 10), laterBy(second.endDate, 10)]);
    expect(endOf(ads[2]?._id ?? '')).toBe(ads[2]?.endDate.slice(0, 10));

    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByText(`${ads.length} offers selected`).waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await openDialog(page)
      .getByText(`Delete ${ads.length} offers? Their images are deleted too. This action cannot be undone.`)
      .waitFor();
    await openDialog(page)
      .getByRole('button', { name: `Delete ${ads.length} offers` })
      .click();
    await expectToast(page, `Deleted ${ads.length} offers`);
    expect(await apiCall<Ad[]>(stack, token, `storeads/${demoStore}`)).toEqual([]);
    await page.getByText('No Ads Found').waitFor();
  });
});
