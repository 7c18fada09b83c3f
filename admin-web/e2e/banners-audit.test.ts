import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  createBanner,
  expectToast,
  formOf,
  imageBytes,
  openDialog,
  PHONE,
  pngBlob,
  regionDayFromNow,
  updateBanner,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

interface Banner {
  _id: string;
  link: { type: string; href: string; label: string } | null;
  startDate: string | null;
  endDate: string | null;
  status: string;
}

describe('banner links and days, and the audit log', () => {
  const admin = adminSuite();
  const shownBanners = async () => (await (await fetch(`${admin.stack.apiUrl}/banners`)).json()) as Banner[];
  const aStore = async () => {
    const [store] = await admin.api<Array<{ _id: string; storeName: string }>>('store/names');
    return store;
  };

  it('adds a banner linking to a web address, refuses a non-web link next to its field, then links it to a store', async () => {
    const store = await aStore();
    const page = await admin.page();
    await page.goto(admin.url('banners'));
    await page.getByTestId('banner-card').first().waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = openDialog(page);
    await dialog.getByLabel('Screen type').selectOption('desktop');
    await dialog.getByLabel(/^Banner image/).setInputFiles({
      name: 'onam.png',
      mimeType: 'image/png',
      buffer: await imageBytes(1600, 700),
    });
    await dialog.getByLabel('Links to').selectOption('url');
    await dialog.getByLabel(/^Web address/).fill('ftp://example.com/onam');
    await dialog.getByLabel('Show until (optional)').fill(regionDayFromNow(5));
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await dialog.getByText('Enter a web address, such as www.example.com/offers or https://example.com').waitFor();

    // As it is copied from a poster: the form adds the https:// when the field is left.
    await dialog.getByLabel(/^Web address/).fill('www.example.com/onam');
    await dialog.getByLabel('Show until (optional)').focus();
    expect(await dialog.getByLabel(/^Web address/).inputValue()).toBe('https://www.example.com/onam');
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully!');
    const card = page.getByTestId('banner-card').first();
    await card.getByText('https://www.example.com/onam').waitFor();
    expect(await card.getByText('Live').isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = openDialog(page);
    await edit.getByAltText('The current banner').waitFor();
    await edit.getByLabel('Links to').selectOption('store');
    await edit.getByLabel('Store').selectOption(store?._id ?? '');
    await edit.getByRole('button', { name: 'Update Banner' }).click();
    await expectToast(page, 'Banner updated successfully!');
    await card.getByText(`Store: ${store?.storeName}`).waitFor();

    const shown = await shownBanners();
    expect(shown[0]).toMatchObject({
      link: { type: 'store', href: `/store/${store?._id}` },
      endDate: regionDayFromNow(5),
    });
  });

  it('schedules a banner for later: the list says Scheduled and the public home no longer shows it', async () => {
    const link = 'https://example.com/monsoon';
    const banner = await createBanner(admin, { title: 'desktop', linkType: 'url', linkTarget: link });
    expect((await shownBanners()).map((shown) => shown._id)).toContain(banner._id);
    const page = await admin.page();
    await page.goto(admin.url('banners'));
    const card = page.getByTestId('banner-card').filter({ hasText: link });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = openDialog(page);
    await edit.getByLabel('Show from (optional)').fill(regionDayFromNow(2));
    await edit.getByLabel('Show until (optional)').fill(regionDayFromNow(9));
    await edit.getByRole('button', { name: 'Update Banner' }).click();
    await expectToast(page, 'Banner updated successfully!');
    await card.getByText('Scheduled').waitFor();

    expect((await shownBanners()).map((shown) => shown._id)).not.toContain(banner._id);
  });

  it('lists the changes newest first in the audit log, filtered in the URL, linking each entry to its item', async () => {
    const store = await aStore();
    const banner = await createBanner(admin, {
      title: 'desktop',
      linkType: 'url',
      linkTarget: 'https://example.com/onam',
      endDate: regionDayFromNow(5),
    });
    const linked = { title: 'desktop', linkType: 'store', linkTarget: store?._id ?? '' } as const;
    await updateBanner(admin, banner._id, { ...linked, endDate: regionDayFromNow(5) });
    await updateBanner(admin, banner._id, { ...linked, startDate: regionDayFromNow(2), endDate: regionDayFromNow(9) });
    const newImage = formOf({ ...linked, startDate: regionDayFromNow(2), endDate: regionDayFromNow(9) });
    newImage.append('bannerImage', await pngBlob(1600, 700), 'new-banner.png');
    await admin.api(`banners/${banner._id}`, { method: 'PUT', body: newImage });
    const updates = await admin.api<{ totalItems: number }>('audit?itemType=banner&action=update');
    await fetch(`${admin.stack.apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: 'not-the-password' }),
    });
    const page = await admin.page();
    await page.goto(admin.url('audit'));
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    expect(await entries.first().textContent()).toContain('Failed sign-in');
    expect(await entries.first().textContent()).toContain('127.0.0.1');

    await page.getByRole('combobox', { name: 'Item type' }).selectOption('banner');
    await page.getByRole('combobox', { name: 'Action' }).selectOption('update');
    await page.waitForURL((url) => url.searchParams.get('itemType') === 'banner');
    await expect.poll(() => entries.count()).toBe(updates.totalItems);
    // As people read them: the picture replaced, days as the admin shows days.
    expect(await entries.first().textContent()).toContain('image changed');
    expect(await entries.nth(1).textContent()).toMatch(/start date:\s*—\s*→\s*\d{2} [A-Z][a-z]{2} \d{4}/);
    expect(await entries.nth(2).textContent()).toContain('link store');

    await page.reload();
    await expect.poll(() => entries.count()).toBe(updates.totalItems);
    expect(await page.getByRole('button', { name: 'Remove Item: Banner' }).isVisible()).toBe(true);
    await entries.first().getByRole('link').click();
    await page.waitForURL('**/admin/banners');
  });

  it('reads the audit log and the banner form on a phone', async () => {
    await createBanner(admin, { title: 'mobile' });
    const small = await admin.page({ viewport: PHONE });
    await small.goto(admin.url('audit?action=create'));
    const entry = small.getByTestId('audit-entry').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Created');
    const box = await entry.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await small.goto(admin.url('banners'));
    await small.getByTestId('banner-card').first().getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(small);
    await dialog.getByLabel('Links to').selectOption('offer');
    await dialog.getByLabel('Store').waitFor();
    expect(await dialog.getByLabel('Offer').isVisible()).toBe(true);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
