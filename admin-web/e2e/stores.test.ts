import { describe, expect, it } from 'vitest';
import {
  confirmDialog,
  createStore,
  downloadWorkbook,
  expectToast,
  imageBytes,
  openDialog,
  storePlace,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

const IMPORT_COLUMNS = ['Store Name', 'Owner Name', 'Contact', 'Email', 'Address', 'District', 'Location', 'Category'];

const REQUIRED_MESSAGES = [
  'Store name is required',
  'Owner name is required',
  'Contact number is required',
  'Email is required',
  'Address is required',
  'District is required',
  'Location is required',
  'Category is required',
  'Store logo is required',
];

describe('the Stores screen', () => {
  const admin = adminSuite();

  async function fillStore(dialog: ReturnType<typeof openDialog>, name: string) {
    await dialog.getByLabel('Store Name').fill(name);
    await dialog.getByLabel('Owner Name').fill('Anitha Menon');
    await dialog.getByLabel('Contact Number').fill('9847011111');
    await dialog.getByLabel('Email').fill('lotus@example.com');
    await dialog.getByLabel('Address').fill('12 MG Road, Aluva');
    expect(await dialog.getByLabel('Location').isDisabled()).toBe(true);
    await dialog.getByLabel('District').selectOption('Ernakulam');
    await expect.poll(() => dialog.getByLabel('Location').locator('option').count()).toBeGreaterThan(1);
    await dialog.getByLabel('Location').selectOption({ index: 1 });
    await dialog.getByLabel('Category').selectOption({ index: 1 });
  }

  it('names every missing field of the Add Store form and clears a message when its field is edited', async () => {
    const page = await admin.page();
    await page.goto(admin.url('store'));
    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    for (const message of REQUIRED_MESSAGES) await dialog.getByText(message, { exact: true }).waitFor();
    await dialog.getByLabel('Store Name').fill('x');
    await dialog.getByText('Store name is required').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps what the admin typed when the logo is refused, then creates the store with a PNG logo', async () => {
    const page = await admin.page();
    await page.goto(admin.url('store'));
    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = openDialog(page);
    await fillStore(dialog, 'Lotus Silks Test');
    await dialog.getByLabel('Store Logo').setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: await imageBytes(64, 64, 'gif'),
    });
    await dialog.getByText('File logo.gif is not a supported image format (PNG, JPG, JPEG, WebP).').waitFor();
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await dialog.getByText('File logo.gif is not a supported image format (PNG, JPG, JPEG, WebP).').waitFor();
    expect(await dialog.getByLabel('Store Name').inputValue()).toBe('Lotus Silks Test');

    await dialog.getByLabel('Store Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await imageBytes(300, 300),
    });
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await expectToast(page, 'Store created successfully');
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search stores').fill('Lotus Silks');
    await page.waitForURL(/search=Lotus/);
    const row = page.locator('tbody tr', { hasText: 'Lotus Silks Test' });
    await row.waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/backendapi\/uploads\/.+\.webp$/);
    expect(await row.textContent()).toContain('(Ernakulam)');
  });

  it('edits the store with its current values and logo shown, and deletes it after the exact confirmation', async () => {
    await createStore(admin, { storeName: 'Jasmine Silks', ownerName: 'Anitha Menon', district: 'Ernakulam' });
    const page = await admin.page();
    await page.goto(admin.url('store?search=Jasmine%20Silks'));
    const row = page.locator('tbody tr', { hasText: 'Jasmine Silks' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(page);
    expect(await dialog.getByLabel('Store Name').inputValue()).toBe('Jasmine Silks');
    expect(await dialog.getByLabel('District').inputValue()).toBe('Ernakulam');
    await dialog.getByAltText('Current logo of Jasmine Silks').waitFor();
    await dialog.getByLabel('Owner Name').fill('Ravi Menon');
    await dialog.getByRole('button', { name: 'Update Store' }).click();
    await expectToast(page, 'Store updated successfully');
    await row.getByText('Ravi Menon').waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = openDialog(page);
    await confirm.getByRole('heading', { name: 'Delete store' }).waitFor();
    await confirm
      .getByText(
        /^Are you sure you want to delete the store Jasmine Silks \(.+\) and all its ads\? This action cannot be undone\.$/,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, { press: 'Delete', toast: 'Store deleted successfully' });
    await page.getByText('No stores found matching your criteria').waitFor();
  });

  it('mirrors filters to the URL, reads them back in any case, resets the page and drops the location with the district', async () => {
    const [first] = await admin.api<{ title: string }[]>('category');
    const category = first?.title ?? '';
    const page = await admin.page();
    await page.goto(admin.url('store?page=2'));
    await page.getByText('Page 2 of').waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
    await page.waitForURL((url) => url.searchParams.get('category') === category && !url.searchParams.has('page'));

    await page.goto(admin.url(`store?category=${encodeURIComponent(category.toUpperCase())}&district=ernakulam`));
    await expect.poll(() => page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe(category);
    expect(await page.getByRole('combobox', { name: 'District' }).inputValue()).toBe('Ernakulam');
    await page.getByText(`Category: ${category}`).waitFor();

    await page.getByRole('combobox', { name: 'Location' }).selectOption({ index: 1 });
    await page.waitForURL((url) => url.searchParams.has('location'));
    await page.getByRole('button', { name: 'Remove District: Ernakulam' }).click();
    await page.waitForURL((url) => !url.searchParams.has('district') && !url.searchParams.has('location'));
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);

    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await page.waitForURL((url) => url.search === '');
  });

  it('opens the Add Store form at /admin/addstore and goes to the store page from View', async () => {
    const page = await admin.page();
    await page.goto(admin.url('addstore'));
    await openDialog(page).getByRole('heading', { name: 'Add Store' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/admin\/store$/);
    const first = page.locator('tbody tr').first();
    const name = (await first.locator('td').first().textContent()) ?? '';
    await first.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/admin\/storeads\/\d+$/);
    await page.getByRole('heading', { name }).waitFor();
  });

  it('imports stores from a file: template, a preview naming the errors of each row, nothing written until the file is right', async () => {
    const place = await storePlace(admin);
    const storeCount = async () => (await admin.api<unknown[]>('store/names')).length;
    const before = await storeCount();
    const page = await admin.page();
    await page.goto(admin.url('store'));
    await page.getByRole('button', { name: 'Import stores' }).click();
    const dialog = openDialog(page);

    const template = await downloadWorkbook(page, () =>
      dialog.getByRole('button', { name: 'Download template' }).click(),
    );
    expect(template.fileName).toBe('stores-import-template.xlsx');
    const sheetRows = (name: string) =>
      template.XLSX.utils.sheet_to_json<string[]>(template.book.Sheets[name] ?? {}, { header: 1 });
    const [header, example] = sheetRows('Stores');
    expect(header).toEqual([...IMPORT_COLUMNS, 'Pin', 'Hours', 'Store Name (Malayalam)', 'Address (Malayalam)']);
    expect(example?.[0]).toBe('Example Bakery (this row is skipped)');
    expect(example?.slice(-4, -2)).toEqual(['10.0159, 76.3419', 'Mon-Sat 09:30-21:00; Sun closed']);
    expect(sheetRows('Valid values')[0]).toEqual(['District', 'Location', 'Category']);
    expect(sheetRows('Valid values')).toContainEqual(expect.arrayContaining([place.district, place.location]));
    expect(sheetRows('Valid values').map((cells) => cells[2])).toContain(place.category);

    const csv = [
      IMPORT_COLUMNS.join(','),
      `Import Bakery,Ravi,+91 98470 55555,bakery@example.com,"1 Market Road, Aluva",${place.district},${place.location},${place.category}`,
      `Import Tailors,Sunil,12345,tailors@example.com,2 Market Road,${place.district},Atlantis,${place.category}`,
    ].join('\n');
    const chooser = dialog.locator('input[type=file]');
    await chooser.setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('1 of 2 rows have errors.', { exact: false }).waitFor();
    const rows = dialog.getByTestId('import-row');
    await rows.nth(0).getByText('9847055555').waitFor();
    await rows.nth(1).getByText('Contact: Please enter a valid 10-digit phone number').waitFor();
    await rows.nth(1).getByText('Location: Unknown location: Atlantis').waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    // Every column, the errors last, in view at laptop width: no sideways scrolling.
    const preview = dialog.locator('.import-preview');
    expect(await preview.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // UTF-8 without a byte order mark, as Google Sheets and LibreOffice save it, reads as written.
    const malayalam = `ശ്രീ UX ബേക്കറി,Ravi,9847077777,sree@example.com,Market Road,${place.district},${place.location},${place.category}`;
    await chooser.setInputFiles({
      name: 'sheets.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${IMPORT_COLUMNS.join(',')}\n${malayalam}\n`, 'utf8'),
    });
    await dialog.getByText('The row is ready to import.').waitFor();
    await rows.nth(0).getByText('ശ്രീ UX ബേക്കറി', { exact: true }).waitFor();
    // A file in a legacy code page ("Café" in Windows-1252) is flagged, not imported garbled.
    await chooser.setInputFiles({
      name: 'legacy.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${IMPORT_COLUMNS.join(',')}\n${malayalam.replace('ശ്രീ UX ബേക്കറി', 'Café Delight')}\n`,
        'latin1',
      ),
    });
    await dialog.getByRole('alert').filter({ hasText: 'not UTF-8' }).waitFor();
    await rows
      .nth(0)
      .getByText(/^Store Name: Has characters that could not be read/)
      .waitFor();

    // A pin or hours the app cannot read is an error in its row, in words saying how to write it.
    const placed = `Pinned Bakery,Ravi,9847088888,pinned@example.com,Market Road,${place.district},${place.location},${place.category}`;
    await chooser.setInputFiles({
      name: 'hours.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${IMPORT_COLUMNS.join(',')},Pin,Hours\n${placed},https://maps.app.goo.gl/xyz,Mon-Fr 9-\n`),
    });
    await dialog.getByText('1 of 1 rows have errors.', { exact: false }).waitFor();
    await rows
      .nth(0)
      .getByText("Hours: could not read 'Mon-Fr 9-'. Write it like Mon-Sat 09:30-21:00; Sun closed")
      .waitFor();
    await rows
      .nth(0)
      .getByText(/^Pin: Short links \(maps.app.goo.gl\) can't be read here/)
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    const XLSX = template.XLSX;
    const sheet = XLSX.utils.aoa_to_sheet([
      header ?? [],
      example ?? [],
      [
        'Import Bakery',
        'Ravi',
        '9847055555',
        'bakery@example.com',
        '1 Market Road',
        place.district,
        place.location,
        place.category,
        'https://www.google.com/maps/place/Bakery/@10.0271,76.3054,17z/data=!3m1!4b1!8m2!3d10.0270547!4d76.3079358',
        'Mon-Sat 9:30am-9pm, Sun closed',
      ],
      [
        'Import Tailors',
        'Sunil',
        '9847066666',
        'tailors@example.com',
        '2 Market Road',
        place.district,
        place.location,
        place.category,
      ],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Stores');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await chooser.setInputFiles({
      name: 'stores.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await dialog.getByText('All 2 rows are ready to import.').waitFor();
    await rows.nth(0).getByText('Pin 10.02705° N, 76.30794° E').waitFor();
    await rows.nth(0).getByText('Mon–Sat 09:30–21:00, Sun closed').waitFor();
    expect(await storeCount()).toBe(before);
    await dialog.getByRole('button', { name: 'Import 2 stores' }).click();
    await expectToast(page, 'Imported 2 stores');
    expect(await storeCount()).toBe(before + 2);
    await page.getByRole('cell', { name: 'Import Tailors' }).waitFor();
    const [bakery] = (await admin.api<{ stores: Array<{ _id: string }> }>('Store?search=Import Bakery')).stores;
    const stored = await admin.api<{ latitude: number; longitude: number; openingHours: unknown[] }>(
      `Store/${bakery?._id}`,
    );
    expect(stored).toMatchObject({ latitude: 10.0270547, longitude: 76.3079358 });
    expect(stored.openingHours).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
        day,
        closed: day === 'Sunday',
        open: '09:30',
        close: '21:00',
      })),
    );
  });
  it('deletes several stores at once after one confirmation naming how many', async () => {
    const place = await storePlace(admin);
    const names = ['Bulk Bakery', 'Bulk Tailors', 'Bulk Florist'];
    await admin.api('Store/import', {
      method: 'POST',
      body: JSON.stringify({
        rows: names.map((storeName, index) => ({
          storeName,
          ownerName: 'Ravi',
          contact: `984709900${index}`,
          email: `bulk${index}@example.com`,
          address: 'Market Road',
          ...place,
        })),
      }),
    });
    const page = await admin.page();
    await page.goto(admin.url('store?search=Bulk'));
    await page.getByRole('checkbox', { name: 'Select Bulk Bakery' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Florist' }).check();
    await page.getByText('2 stores selected').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirmDialog(page, {
      says: 'Delete 2 stores? Their offers and images are deleted too. This action cannot be undone.',
      press: 'Delete 2 stores',
      toast: 'Deleted 2 stores and their offers',
    });
    const left = await admin.api<{ stores: Array<{ storeName: string }> }>('Store?search=Bulk');
    expect(left.stores.map((store) => store.storeName)).toEqual(['Bulk Tailors']);
    await page.getByRole('cell', { name: 'Bulk Bakery' }).waitFor({ state: 'detached' });
  });
});
