// The store form's pin (typed, or read from a pasted Google Maps link) and opening hours, at desktop and phone width,
// checked against what the API stored and what the public store page then shows.
import { describe, expect, it } from 'vitest';
import { createStore, expectToast, LAPTOP, openDialog, PHONE } from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

interface StoreRecord {
  _id: string;
  storeName: string;
  latitude: number | null;
  longitude: number | null;
  openingHours: Array<{ day: string; closed: boolean; open: string; close: string }> | null;
}

const PLACE_LINK =
  'https://www.google.com/maps/place/Lulu+Mall/@10.0271,76.3054,17z/data=!3m1!4b1!4m6!3m5!1s0x3b080c8e94a07a07:0x49921cdfd82660ad!8m2!3d10.0270547!4d76.3079358';

describe("the store form's pin and opening hours", () => {
  const admin = adminSuite();

  async function storeNamed(name: string): Promise<StoreRecord> {
    const list = await admin.api<{ stores: StoreRecord[] }>(`Store?search=${encodeURIComponent(name)}`);
    const store = list.stores.find((candidate) => candidate.storeName === name);
    if (!store) throw new Error(`no store ${name}`);
    return store;
  }

  /** Opens the Edit dialog of the store, on a fresh page of the given width. */
  async function editDialog(name: string, viewport: { width: number; height: number }) {
    const page = await admin.page({ viewport });
    await page.goto(admin.url(`store?search=${encodeURIComponent(name)}`));
    const row = page.locator('tbody tr', { hasText: name }).first();
    await row.getByRole('button', { name: 'Edit' }).click();
    return { page, dialog: openDialog(page) };
  }

  async function demoStoreName(): Promise<string> {
    const list = await admin.api<{ stores: StoreRecord[] }>('Store?limit=3');
    const store = list.stores[2];
    if (!store) throw new Error('the demo data has too few stores');
    return store.storeName;
  }

  it('reads the pin from a pasted place link, previews it with a map link, and saves it with a week that runs past midnight', async () => {
    const name = await demoStoreName();
    const { page, dialog } = await editDialog(name, LAPTOP);

    await dialog.getByLabel('Google Maps link or coordinates').fill(PLACE_LINK);
    await dialog.getByText('Read 10.02705° N, 76.30794° E from it.').waitFor();
    expect(await dialog.getByLabel('Latitude').inputValue()).toBe('10.0270547');
    expect(await dialog.getByLabel('Longitude').inputValue()).toBe('76.3079358');
    const preview = dialog.getByTestId('pin-preview');
    expect(await preview.textContent()).toContain('Pin at 10.02705° N, 76.30794° E.');
    expect(await preview.getByRole('link', { name: 'Check it on Google Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=10.0270547,76.3079358',
    );

    const showHours = dialog.getByLabel('Show opening hours on the store page');
    if (!(await showHours.isChecked())) await showHours.check();
    await dialog.getByLabel('Monday opens').fill('18:00');
    await dialog.getByLabel('Monday closes').fill('02:00');
    await dialog.getByRole('button', { name: 'Use Monday’s hours for every day' }).click();
    await dialog.getByLabel('Closed on Sunday').check();
    expect(await dialog.getByLabel('Sunday opens').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await expectToast(page, 'Store updated successfully');

    const stored = await storeNamed(name);
    expect(stored).toMatchObject({ latitude: 10.0270547, longitude: 76.3079358 });
    expect(stored.openingHours?.[0]).toEqual({ day: 'Monday', closed: false, open: '18:00', close: '02:00' });
    expect(stored.openingHours?.[5]).toEqual({ day: 'Saturday', closed: false, open: '18:00', close: '02:00' });
    expect(stored.openingHours?.[6]).toMatchObject({ day: 'Sunday', closed: true });

    // The public store page shows the week once regenerated (within seconds of the edit).
    const visitor = await admin.page({ session: null });
    const hours = async () => {
      await visitor.goto(`${admin.stack.publicUrl}/store/${stored._id}`);
      await visitor.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      return visitor.locator('.opening-hours').textContent();
    };
    await expect.poll(hours, { timeout: 30_000, interval: 500 }).toContain('Monday18:00 – 02:00 (next day)');
    await expect
      .poll(() => visitor.getByTestId('open-status').textContent())
      .toMatch(/^(Open now · Closes at 02:00|Closed · Opens (tomorrow |Monday )?at 18:00)$/);
  });

  it('says a shortened link cannot be read, keeps the typed pin, and shows the API refusing a pin out of range at phone width', async () => {
    const name = 'Pinned Pharmacy';
    await createStore(admin, { storeName: name, latitude: '10.0270547', longitude: '76.3079358' });
    const { page, dialog } = await editDialog(name, PHONE);

    await dialog.getByLabel('Google Maps link or coordinates').fill('https://maps.app.goo.gl/x1Y2z3');
    await dialog.getByText(/Short links \(maps\.app\.goo\.gl\) can't be read here/).waitFor();
    expect(await dialog.getByLabel('Latitude').inputValue()).toBe('10.0270547');

    await dialog.getByLabel('Latitude').fill('100.5');
    expect(await dialog.getByTestId('pin-preview').textContent()).toContain('No pin');
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await dialog.getByText('Latitude must be a number of degrees from -90 to 90').waitFor();
    expect((await storeNamed(name)).latitude).toBe(10.0270547);

    await dialog.getByRole('button', { name: 'Remove pin' }).click();
    expect(await dialog.getByLabel('Longitude').inputValue()).toBe('');
    await dialog.getByLabel('Show opening hours on the store page').uncheck();
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await expectToast(page, 'Store updated successfully');
    expect(await storeNamed(name)).toMatchObject({ latitude: null, longitude: null, openingHours: null });
  });
});
