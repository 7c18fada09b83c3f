import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Stack, startStack } from '../../e2e/harness.js';
import { adminToken, expectToast, imageBytes, openDialog, signedInContext } from './admin-helpers.js';

describe('locations, store categories, offer types and banners', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    context = await signedInContext(browser, await adminToken(stack));
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('adds, edits and deletes a location, and refuses a form without a district', async () => {
    await page.goto(`${stack.adminUrl}locations`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Add New Location' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Location').fill('Zeta Junction');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await dialog.getByText('Please select both district and location.').waitFor();
    await dialog.getByLabel('District').selectOption('Wayanad');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expectToast(page, 'Location created successfully!');

    const lastPage = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button').nth(-2);
    await lastPage.click();
    const row = page.locator('tbody tr', { hasText: 'Zeta Junction' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await openDialog(page).getByLabel('District').inputValue()).toBe('Wayanad');
    await openDialog(page).getByLabel('Location').fill('Zeta Junction East');
    await openDialog(page).getByRole('button', { name: 'Update Location' }).click();
    await expectToast(page, 'Location updated successfully!');
    const renamed = page.locator('tbody tr', { hasText: 'Zeta Junction East' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByText('Delete Zeta Junction East (Wayanad)? This action cannot be undone.').waitFor();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Location deleted successfully');
    await renamed.waitFor({ state: 'detached' });
  });

  it('says why a location in use cannot be deleted', async () => {
    await page.goto(`${stack.adminUrl}locations`);
    await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This location is used by');
    expect(await page.locator('tbody tr').count()).toBe(10);
  });

  it('adds a store category with a photo, renames it and deletes it', async () => {
    await page.goto(`${stack.adminUrl}store-category`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Category name').fill('   ');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await dialog.getByText('Please enter a store category.').waitFor();
    await dialog.getByLabel('Category name').fill('Zz Bakery');
    await dialog.getByLabel(/^Photos/).setInputFiles({
      name: 'bakery.png',
      mimeType: 'image/png',
      buffer: await imageBytes(640, 480),
    });
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Store category created successfully!');

    const row = page.locator('tbody tr', { hasText: 'Zz Bakery' });
    expect(await row.locator('img').getAttribute('src')).toMatch(/\.webp$/);
    expect(await row.locator('td').nth(3).textContent()).toBe('0');
    await row.getByRole('button', { name: 'Edit' }).click();
    await openDialog(page).getByLabel('Category name').fill('Zz Bakes');
    expect(await openDialog(page).locator('.preview').count()).toBe(1);
    await openDialog(page).getByRole('button', { name: 'Update Category' }).click();
    await expectToast(page, 'Store category updated successfully!');
    const renamed = page.locator('tbody tr', { hasText: 'Zz Bakes' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Category deleted successfully!');
    await renamed.waitFor({ state: 'detached' });
  });

  it('adds an offer type within 2 to 50 characters, finds it, renames it and deletes it', async () => {
    await page.goto(`${stack.adminUrl}offer-types`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Add Offer Type' }).click();
    await dialog.getByText('Offer type name is required').waitFor();
    await dialog.getByLabel('Offer type name').fill('Z');
    await dialog.getByRole('button', { name: 'Add Offer Type' }).click();
    await dialog.getByText('Offer type name must be between 2-50 characters').waitFor();
    expect(await dialog.getByLabel('Offer type name').getAttribute('maxlength')).toBe('50');
    await dialog.getByLabel('Offer type name').fill('Zesty Combo');
    await dialog.getByRole('button', { name: 'Add Offer Type' }).click();
    await expectToast(page, 'Offer type created successfully!');

    await page.getByLabel('Search offer types').fill('zesty');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('tbody tr', { hasText: 'Zesty Combo' });
    // The new type may already show in the unfiltered list: wait for the search's answer, not for the row.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    await openDialog(page).getByLabel('Offer type name').fill('Zesty Deal');
    await openDialog(page).getByRole('button', { name: 'Update Offer Type' }).click();
    await expectToast(page, 'Offer type updated successfully!');
    await page.getByLabel('Search offer types').fill('zesty deal');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('tbody tr', { hasText: 'Zesty Deal' }).getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Offer type deleted successfully!');
    await page.getByText('No offer types match your search.').waitFor();
  });

  it('adds a mobile banner with a preview and deletes it after confirmation', async () => {
    await page.goto(`${stack.adminUrl}banners`);
    await page.getByTestId('banner-card').first().waitFor();
    const before = await page.getByTestId('banner-card').count();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await dialog.getByText('Please select a screen type and upload an image.').waitFor();
    await dialog.getByLabel('Screen type').selectOption('mobile');
    await dialog.getByLabel(/^Banner image/).setInputFiles({
      name: 'monsoon.png',
      mimeType: 'image/png',
      buffer: await imageBytes(720, 1000),
    });
    await dialog.getByAltText('Preview of the new banner').waitFor();
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully!');
    await expect.poll(() => page.getByTestId('banner-card').count()).toBe(before + 1);

    await page.getByRole('combobox', { name: 'Screen type' }).selectOption('mobile');
    const mobile = page.getByTestId('banner-card');
    const mobileCount = await mobile.count();
    await mobile.last().getByRole('button', { name: 'Delete' }).click();
    await openDialog(page)
      .getByText('Are you sure you want to delete the mobile banner added on', { exact: false })
      .waitFor();
    await openDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Banner deleted successfully!');
    await expect.poll(() => mobile.count()).toBe(mobileCount - 1);
  });
});
