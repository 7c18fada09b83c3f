import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';
import {
  adminToken,
  apiCall,
  expectToast,
  imageBytes,
  largePng,
  openDialog,
  signedInContext,
} from './admin-helpers.js';

function isoDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

async function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: await imageBytes(800, 600) };
}

describe('a store page and its ads', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let storeId: string;
  const description = `Onam mega sale ${Date.now()}: 30% off every silk saree`;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const session = await adminToken(stack);
    const [location] = await apiCall<{ locationName: string }[]>(
      stack,
      session.token,
      'locations/getBydistrict?district=Ernakulam',
    );
    const [category] = await apiCall<{ title: string }[]>(stack, session.token, 'category');
    const form = new FormData();
    const fields = {
      storeName: 'Kasavu Corner',
      ownerName: 'Meera Nair',
      contact: '9847022222',
      email: 'kasavu@example.com',
      address: '4 Temple Road',
      district: 'Ernakulam',
      location: location?.locationName ?? '',
      category: category?.title ?? '',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('logoUrl', new Blob([new Uint8Array(await imageBytes(200, 200))], { type: 'image/png' }), 'logo.png');
    storeId = (await apiCall<{ _id: string }>(stack, session.token, 'Store', { method: 'POST', body: form }))._id;
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
    expect(await dialog.getByLabel('Start Date').getAttribute('min')).toBe(isoDay(0));

    await dialog.getByLabel('Start Date').fill(isoDay(3));
    await dialog.getByLabel('End Date').fill(isoDay(1));
    await dialog.getByLabel('Offer Type').selectOption({ index: 1 });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await dialog.getByText('End date cannot be before start date.').waitFor();

    await dialog.getByLabel('Start Date').fill(isoDay(0));
    await dialog.getByLabel('End Date').fill(isoDay(10));
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
    await page.getByText('No ads match your search.').waitFor();
    await page.getByLabel('Search ads').fill('');

    await edited.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await edited.waitFor();
    await edited.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Ad deleted successfully');
    await page.getByText('No Ads Found').waitFor();
  });
});
