// After a write, every other screen that shows what it changed shows the change when the admin moves there in the
// app, without a reload: the writes refresh all they affect, not only the screen they were made on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, openDialog } from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

/** Marks the loaded document, so a test can tell that the screens it visits came without a reload. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
const menuLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

describe('data freshness across admin screens', () => {
  const admin = adminSuite();

  it('shows a renamed store in the ads report rows it had already loaded', async () => {
    const page = await admin.page();
    await page.goto(admin.url('adsreport'));
    const firstStore = page.locator('table tbody tr').first().locator('.store-cell');
    await firstStore.waitFor();
    const oldName = (await firstStore.textContent())?.trim() ?? '';
    expect(oldName).not.toBe('');
    const newName = `${oldName} Renamed`;
    await markDocument(page);

    await menuLink(page, 'Stores').click();
    await page.getByLabel('Search stores').fill(oldName);
    const row = page.locator('table tbody tr', { hasText: oldName });
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Store Name').fill(newName);
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await expectToast(page, 'Store updated successfully');

    await menuLink(page, 'Stores Reports').click();
    await expect.poll(() => page.locator('table tbody tr').first().locator('.store-cell').textContent()).toBe(newName);
    expect(await stillSameDocument(page)).toBe(true);
  });

  it('shows a paused offer in the per-store report it had already loaded', async () => {
    const page = await admin.page();
    await page.goto(admin.url('storereports'));
    const activeCells = page.locator('td[data-label="Active Offers"]');
    await activeCells.first().waitFor();
    const counts = (await activeCells.allTextContents()).map(Number);
    const index = counts.findIndex((count) => count > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const row = page.locator('table tbody tr').nth(index);
    const storeName = (await row.locator('a').textContent()) ?? '';
    await markDocument(page);

    await row.getByRole('link', { name: storeName }).click();
    await page.getByRole('heading', { name: storeName, level: 1 }).waitFor();
    await page.getByLabel('All Statuses').selectOption('live');
    const card = page.getByTestId('ad-card').first();
    await card.getByRole('button', { name: 'Pause' }).click();
    await expectToast(page, 'Paused');

    await menuLink(page, 'Per-store Report').click();
    const sameRow = page.locator('table tbody tr', { has: page.getByRole('link', { name: storeName, exact: true }) });
    await expect
      .poll(() => sameRow.locator('td[data-label="Active Offers"]').textContent())
      .toBe(String((counts[index] ?? 0) - 1));
    expect(await stillSameDocument(page)).toBe(true);
  });

  it('shows zero clicks on the categories it had already loaded after the category clicks are reset', async () => {
    const [category] = await admin.api<{ _id: string; title: string }[]>('category');
    if (!category) throw new Error('the demo data has no category');
    const click = await fetch(`${admin.stack.apiUrl}/category/${category._id}/click`, { method: 'PUT' });
    expect(click.status).toBe(200);
    const page = await admin.page();
    await page.goto(admin.url('store-category'));
    const clicks = page.locator('table tbody tr', { hasText: category.title }).locator('td').nth(3);
    await expect.poll(async () => Number(await clicks.textContent())).toBeGreaterThan(0);
    await markDocument(page);

    await menuLink(page, 'Dashboard').click();
    await page.getByRole('button', { name: 'Reset Categories' }).click();
    await openDialog(page).getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, 'Counter reset successfully');

    await menuLink(page, 'Store Category').click();
    await expect.poll(() => clicks.textContent()).toBe('0');
    expect(await stillSameDocument(page)).toBe(true);
  });
});
