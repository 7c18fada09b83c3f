// What operators tripped over on a laptop (1366 px) and a phone (390 px): the journeys of issue 10's admin section.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, imageBytes, openDialog, PHONE, sendContactMessage } from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

const TABLET = { width: 1024, height: 768 };

const NOT_AN_IMAGE = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('These are my notes, not a picture.'),
};
const NOT_AN_IMAGE_MESSAGE = 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).';

/** Whether the page scrolls sideways anywhere: the document or any table box. */
function overflowsSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>('.table-wrap')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.className || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`),
  );
}

/** Rows whose last action button (or last cell) ends outside the visible part of its table box. */
function rowsCutOff(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector('.table-wrap')?.getBoundingClientRect();
    if (!box) return -1;
    return [...document.querySelectorAll('tbody tr')].filter((row) => {
      const last = row.querySelector('td:last-child button:last-child, td:last-child a:last-child, td:last-child');
      const edge = last?.getBoundingClientRect();
      return !edge || edge.right > box.right + 0.5 || edge.left < box.left - 0.5;
    }).length;
  });
}

describe('the admin in real use', () => {
  const admin = adminSuite();

  it('serves the app at /admin itself, so a reload or a bookmark of the dashboard works', async () => {
    const page = await admin.page();
    const bare = admin.url().replace(/\/$/, '');
    const response = await fetch(bare);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');

    await page.goto(bare);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  it('shows every row and its actions without sideways scrolling on a laptop', async () => {
    const page = await admin.page();
    for (const path of ['store', 'adsreport', 'storereports']) {
      await page.goto(admin.url(path));
      await page.locator('tbody tr').first().waitFor();
      expect({ path, overflow: await overflowsSideways(page) }).toEqual({ path, overflow: [] });
      expect({ path, cutOff: await rowsCutOff(page) }).toEqual({ path, cutOff: 0 });
    }
    await page.goto(admin.url('store'));
    const row = page.locator('tbody tr').first();
    await row.getByRole('button', { name: 'Delete' }).waitFor();
    for (const name of ['View', 'Edit', 'Delete'])
      expect(await row.getByRole(name === 'View' ? 'link' : 'button', { name }).isVisible()).toBe(true);
  });

  it('fits every list screen to a 1024 px tablet with its actions in view, the menu folded into a drawer', async () => {
    const tablet = await admin.page({ viewport: TABLET });
    for (const path of ['store', 'adsreport', 'storereports', 'audit', 'locations', 'store-category', 'offer-types']) {
      await tablet.goto(admin.url(path));
      await tablet.locator('tbody tr').first().waitFor();
      expect({ path, overflow: await overflowsSideways(tablet) }).toEqual({ path, overflow: [] });
      expect({ path, cutOff: await rowsCutOff(tablet) }).toEqual({ path, cutOff: 0 });
    }
    const menu = tablet.getByRole('complementary', { name: 'Main menu' });
    expect(await menu.isVisible()).toBe(false);
    await tablet.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Stores Reports' }).click();
    await tablet.waitForURL((url) => url.pathname === '/admin/adsreport');
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('turns the rows of the stores table and both reports into cards on a phone, with every action reachable', async () => {
    const small = await admin.page({ viewport: PHONE });
    for (const path of ['store', 'adsreport', 'storereports']) {
      await small.goto(admin.url(path));
      await small.locator('tbody tr').first().waitFor();
      expect({ path, overflow: await overflowsSideways(small) }).toEqual({ path, overflow: [] });
      expect(
        await small
          .locator('tbody tr')
          .first()
          .evaluate((row) => getComputedStyle(row).display),
      ).toBe('block');
    }
    await small.goto(admin.url('store'));
    const deleteButton = small.locator('tbody tr').first().getByRole('button', { name: 'Delete' });
    const box = await deleteButton.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  });

  it('fits the dashboard chart to a phone and labels its series plainly', async () => {
    const small = await admin.page({ viewport: PHONE });
    await small.goto(admin.url());
    const chart = small.locator('figure.chart');
    await chart.locator('svg').waitFor();
    const fit = await chart.evaluate((figure) => ({
      svg: Math.round(figure.querySelector('svg')?.getBoundingClientRect().right ?? 9999),
      scrolls: figure.scrollWidth > figure.clientWidth,
    }));
    expect(fit.scrolls).toBe(false);
    expect(fit.svg).toBeLessThanOrEqual(PHONE.width);
    const legend = await chart.locator('figcaption').textContent();
    expect(legend).toMatch(/Category clicks: \d+ in the last 30 days/);
    await small.getByText(/^Category clicks since the last reset: \d+$/).waitFor();
  });

  it('keeps message rows in place when one is opened, and names the message in its delete dialog', async () => {
    const page = await admin.page();
    for (const name of ['Anil Kumar', 'Beena Joseph']) {
      await sendContactMessage(admin.stack, {
        name,
        email: 'visitor@example.com',
        phone: '9847033333',
        service: 'enquire',
        message: `A question from ${name}.`,
      });
    }
    await page.goto(admin.url('messages'));
    const rows = page.getByTestId('message');
    await rows.first().waitFor();
    const senders = async () =>
      (await rows.allTextContents()).map((text) => /Beena Joseph|Anil Kumar/.exec(text)?.[0] ?? 'other');
    const order = await senders();
    const unread = Number(await page.getByTestId('unread-count').textContent());
    const beena = order.indexOf('Beena Joseph');
    expect(beena).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('Anil Kumar')).toBe(beena + 1);

    await rows
      .nth(beena)
      .getByRole('button', { name: /Beena Joseph/ })
      .click();
    await openDialog(page).getByText('A question from Beena Joseph.').waitFor();
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe(String(unread - 1));
    await page.keyboard.press('Escape');
    expect(await senders()).toEqual(order);
    expect(await rows.nth(beena).getAttribute('class')).not.toContain('unread');

    await rows
      .nth(beena + 1)
      .getByRole('button', { name: 'Delete' })
      .click();
    await openDialog(page)
      .getByText(/^Delete the message from Anil Kumar \(.+\)\? This action cannot be undone\.$/)
      .waitFor();
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  it('names the store and the ad in their delete dialogs', async () => {
    const page = await admin.page();
    await page.goto(admin.url('store'));
    const row = page.locator('tbody tr').first();
    const storeName = (await row.locator('td').first().textContent())?.trim() ?? '';
    await row.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByText(`Are you sure you want to delete the store ${storeName} (`).waitFor();
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('link', { name: 'View' }).click();
    const card = page.getByTestId('ad-card').first();
    const offerTitle = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('button', { name: 'Delete' }).click();
    await openDialog(page).getByText(`Are you sure you want to delete the ad "${offerTitle}" (`).waitFor();
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('Owner', { exact: true }).count()).toBe(1);
    expect(await page.title()).toBe(`${storeName} · OfferBoard admin`);
  });

  it('shows every field the API refused next to its field after one submit, and refuses a text file named .png', async () => {
    const page = await admin.page();
    await page.goto(admin.url('store'));
    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Store Logo').setInputFiles(NOT_AN_IMAGE);
    await dialog.getByText(NOT_AN_IMAGE_MESSAGE).waitFor();
    await dialog.getByLabel('Store Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await imageBytes(200, 200),
    });
    await dialog.getByText(NOT_AN_IMAGE_MESSAGE).waitFor({ state: 'detached' });
    await dialog.getByLabel('Store Name').fill('Field Errors Test');
    await dialog.getByLabel('Owner Name').fill('Asha');
    await dialog.getByLabel('Contact Number').fill('12345');
    await dialog.getByLabel('Email').fill('owner@');
    await dialog.getByLabel('Address').fill('1 Market Road');
    await dialog.getByLabel('District').selectOption('Ernakulam');
    await dialog.getByLabel('Location').selectOption({ index: 1 });
    await dialog.getByLabel('Category').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Create Store' }).click();

    const phoneError = dialog.getByText('Please enter a valid 10-digit phone number', { exact: true });
    const emailError = dialog.getByText('Please enter a valid email address', { exact: true });
    await phoneError.waitFor();
    await emailError.waitFor();
    expect(await dialog.getByLabel('Contact Number').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Store Name').getAttribute('aria-invalid')).toBe('false');
    await dialog.getByLabel('Contact Number').fill('98470 12345');
    await phoneError.waitFor({ state: 'detached' });
    expect(await emailError.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('refuses a text file named .png in the ad, banner and category image inputs before any upload', async () => {
    const page = await admin.page();
    await page.goto(admin.url('store'));
    await page.locator('tbody tr').first().getByRole('link', { name: 'View' }).click();
    await page.getByRole('button', { name: 'Add Ad' }).click();
    await openDialog(page)
      .getByLabel(/^Images/)
      .setInputFiles(NOT_AN_IMAGE);
    await openDialog(page).getByText(NOT_AN_IMAGE_MESSAGE).waitFor();
    expect(await openDialog(page).locator('.preview').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(admin.url('banners'));
    await page.getByRole('button', { name: 'Add New' }).click();
    await openDialog(page)
      .getByLabel(/^Banner image/)
      .setInputFiles(NOT_AN_IMAGE);
    await openDialog(page).getByText(NOT_AN_IMAGE_MESSAGE).waitFor();
    expect(await openDialog(page).locator('img').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('requires a photo for a category', async () => {
    const page = await admin.page();
    const before = (await admin.api<unknown[]>('category')).length;
    await page.goto(admin.url('store-category'));
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Category name').fill('No Photo Yet');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await dialog.getByText('Please upload a photo of the category.').waitFor();
    await dialog.getByLabel(/^Photos/).setInputFiles(NOT_AN_IMAGE);
    await dialog.getByText(NOT_AN_IMAGE_MESSAGE).waitFor();
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await dialog.getByText('Please upload a photo of the category.').waitFor();
    await page.keyboard.press('Escape');
    expect((await admin.api<unknown[]>('category')).length).toBe(before);
  });

  it('searches and filters locations by district, with page, search and district in the URL', async () => {
    const page = await admin.page();
    await page.goto(admin.url('locations?page=2'));
    await page.getByRole('button', { name: '2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('KOCHI');
    await page.waitForURL((url) => url.searchParams.get('search') === 'KOCHI' && !url.searchParams.has('page'));
    await expect
      .poll(async () => (await page.locator('tbody tr td:nth-child(3)').allTextContents()).join('|'))
      .toMatch(/^(?:[^|]*kochi[^|]*\|?)+$/i);

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.getByRole('combobox', { name: 'District' }).selectOption('Wayanad');
    await page.waitForURL((url) => url.searchParams.get('district') === 'Wayanad');
    await expect
      .poll(async () => [...new Set(await page.locator('tbody tr td:nth-child(2)').allTextContents())])
      .toEqual(['Wayanad']);
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'District' }).inputValue()).toBe('Wayanad');
    await page.getByText('District: Wayanad').waitFor();
  });

  it('titles every screen (the ads report as the spec does, under its menu link Stores Reports), has a favicon, a skip link and readable labels', async () => {
    const page = await admin.page();
    for (const [path, title] of [
      ['store', 'Stores'],
      ['locations', 'Locations'],
      ['messages', 'Messages'],
      ['adsreport', 'Ads Report'],
      ['storereports', 'Per-store Report'],
    ]) {
      await page.goto(admin.url(path));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.title()).toBe(`${title} · OfferBoard admin`);
    }
    // The spec's menu link text leads to the screen its title names.
    await page.getByRole('link', { name: 'Stores Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ads Report' }).waitFor();

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await fetch(new URL(icon ?? '/missing', admin.url()))).status).toBe(200);
    const groupSize = await page
      .locator('.nav-group-title')
      .first()
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(groupSize).toBeGreaterThanOrEqual(13);

    await page.goto(admin.url('store'));
    await page.locator('tbody tr').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    const login = await admin.page({ session: null });
    await login.goto(admin.url('login'));
    const labelSize = await login
      .getByText('Email', { exact: true })
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(labelSize).toBeGreaterThanOrEqual(13);
    expect(await login.title()).toBe('Login · OfferBoard admin');
  });

  it('keeps toasts clear of the top bar and its menu button on a phone', async () => {
    const small = await admin.page({ viewport: PHONE });
    await small.goto(admin.url('profile'));
    await small.getByRole('button', { name: 'Reset Password' }).click();
    await small.getByLabel('Current Password').fill('current-password');
    await small.getByLabel('New Password', { exact: true }).fill('a-new-password');
    await small.getByLabel('Confirm New Password').fill('another-password');
    await small.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(small, "Passwords don't match");
    const bar = await small.locator('.topbar').boundingBox();
    const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
    expect(barBottom).toBeGreaterThan(40);
    // Polled: the toast slides in from above before it settles.
    await expect
      .poll(async () => (await small.locator('[data-sonner-toast]').first().boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(barBottom);
    const menu = await small.getByRole('button', { name: 'Open menu' }).boundingBox();
    const onTop = await small.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.getAttribute('aria-label'),
      [(menu?.x ?? 0) + (menu?.width ?? 0) / 2, (menu?.y ?? 0) + (menu?.height ?? 0) / 2],
    );
    expect(onTop).toBe('Open menu');
  });
});
