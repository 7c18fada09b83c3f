import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmDialog, expectToast, imageBytes, openDialog } from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

describe('locations, store categories, offer types and banners', () => {
  const admin = adminSuite();

  /** A signed-in page on the screen at this path, once its first row or card is shown. */
  async function screen(path: string, first = 'tbody tr'): Promise<Page> {
    const page = await admin.page();
    await page.goto(admin.url(path));
    await page.locator(first).first().waitFor();
    return page;
  }

  it('adds, edits and deletes a location, and refuses a form without a district', async () => {
    const page = await screen('locations');
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
    await confirmDialog(page, { press: 'Update Location', toast: 'Location updated successfully!' });
    const renamed = page.locator('tbody tr', { hasText: 'Zeta Junction East' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, {
      says: 'Delete Zeta Junction East (Wayanad)? This action cannot be undone.',
      press: 'Delete',
      toast: 'Location deleted successfully',
    });
    await renamed.waitFor({ state: 'detached' });
  });

  it('says before Delete what uses a location, a category or an offer type (the seeded first rows), and keeps Delete off', async () => {
    const cases: Array<[path: string, warning: RegExp]> = [
      ['locations', /^Used by \d+ stores?: .+\. Move them to another location or delete them first\.$/],
      ['store-category', /^Used by \d+ stores?: .+\. Move them to another category or delete them first\.$/],
      ['offer-types', /^Used by \d+ offers? at .+\. Give them another offer type or delete them first\.$/],
    ];
    for (const [path, warning] of cases) {
      const page = await screen(path);
      await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
      const dialog = openDialog(page);
      await dialog.getByRole('alert').filter({ hasText: warning }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    }
  });

  it('adds a store category with a photo, renames it and deletes it', async () => {
    const page = await screen('store-category');
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
    await confirmDialog(page, { press: 'Update Category', toast: 'Store category updated successfully!' });
    const renamed = page.locator('tbody tr', { hasText: 'Zz Bakes' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, { press: 'Delete', toast: 'Category deleted successfully!' });
    await renamed.waitFor({ state: 'detached' });
  });

  it('adds an offer type within 2 to 50 characters, finds it, renames it and deletes it', async () => {
    const page = await screen('offer-types');
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
    // The search box is inert behind the open form: type into it once the form has closed.
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search offer types').fill('zesty');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('tbody tr', { hasText: 'Zesty Combo' });
    // The new type may already show in the unfiltered list: wait for the search's answer, not for the row.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    await openDialog(page).getByLabel('Offer type name').fill('Zesty Deal');
    await confirmDialog(page, { press: 'Update Offer Type', toast: 'Offer type updated successfully!' });
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search offer types').fill('zesty deal');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('tbody tr', { hasText: 'Zesty Deal' }).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, { press: 'Delete', toast: 'Offer type deleted successfully!' });
    await page.getByText('No offer types match your search.').waitFor();
  });

  it('adds a mobile banner with a preview and deletes it after confirmation', async () => {
    const page = await screen('banners', '[data-testid="banner-card"]');
    const before = await page.getByTestId('banner-card').count();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await dialog.getByText('Please select a screen type and upload an image.').waitFor();
    await dialog.getByLabel('Screen type').selectOption('mobile');
    await dialog.getByText('Mobile: a tall picture, 800 x 1000 px').waitFor();
    await dialog.getByLabel(/^Banner image/).setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await imageBytes(1600, 700),
    });
    const wide =
      'A mobile banner must be taller than it is wide (800 x 1000 px fits best); this image is 1600 x 700 px.';
    await dialog.getByText(wide).waitFor();
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    expect(await page.getByTestId('banner-card').count()).toBe(before);
    await dialog.getByLabel(/^Banner image/).setInputFiles({
      name: 'monsoon.png',
      mimeType: 'image/png',
      buffer: await imageBytes(720, 1000),
    });
    await dialog.getByAltText('Preview of the new banner').waitFor();
    expect(await dialog.getByText(wide).count()).toBe(0);
    const framed = await dialog.getByAltText('Preview of the new banner').boundingBox();
    expect(Math.round(((framed?.width ?? 0) / (framed?.height ?? 1)) * 100)).toBe(80);
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully!');
    await expect.poll(() => page.getByTestId('banner-card').count()).toBe(before + 1);

    await page.getByRole('combobox', { name: 'Screen type' }).selectOption('mobile');
    const mobile = page.getByTestId('banner-card');
    const mobileCount = await mobile.count();
    // Newest first: the banner this test added.
    await mobile.first().getByRole('button', { name: 'Delete' }).click();
    await openDialog(page)
      .getByText('Are you sure you want to delete the mobile banner added on', { exact: false })
      .waitFor();
    await confirmDialog(page, { press: 'Delete', toast: 'Banner deleted successfully!' });
    await expect.poll(() => mobile.count()).toBe(mobileCount - 1);
  });
});
