import { addDays } from '@offerboard/shared-types/offer-status';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type Ad,
  confirmDialog,
  createOffer,
  createStore,
  expectToast,
  imageBytes,
  largePng,
  openDialog,
  regionDayFromNow,
} from './admin-helpers.js';
import { adminSuite } from './admin-suite.js';

async function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: await imageBytes(800, 600) };
}

/**
 * A 3.3 MB phone photo: 4000 x 3000 pixels stored sideways with EXIF orientation 6, so it shows upright as 3000 x 4000,
 * red above and blue below; grain keeps it heavy, as a camera's noise does.
 */
async function phonePhoto() {
  const [width, height] = [3000, 4000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const grain = ((index * 2654435761) >>> 24) % 48;
    const top = index < pixels.length / 2;
    pixels.set(top ? [200 + grain / 4, 60 + grain, 30 + grain] : [20 + grain, 60 + grain, 200 + grain / 4], index);
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(270)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'phone.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * Keeps every file the page's next uploads hand to the network, for readSentFiles: DevTools does not carry the bytes of
 * a multipart body's files to the test.
 */
async function recordSentFiles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const files: Blob[] = [];
    Object.assign(window, { sentFiles: files });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) for (const value of body.values()) if (value instanceof Blob) files.push(value);
      send.call(this, body);
    };
  });
}

async function readSentFiles(page: Page): Promise<Buffer[]> {
  const files = await page.evaluate(() =>
    Promise.all(
      (window as unknown as { sentFiles: Blob[] }).sentFiles.map(async (file) => [
        ...new Uint8Array(await file.arrayBuffer()),
      ]),
    ),
  );
  return files.map((bytes) => Buffer.from(bytes));
}

/** Fills the Create Ad form's required text fields. */
async function fillOfferFields(dialog: Locator, description: string) {
  await dialog.getByLabel('Start Date').fill(regionDayFromNow(0));
  await dialog.getByLabel('End Date').fill(regionDayFromNow(10));
  await dialog.getByLabel('Offer Type').selectOption({ index: 1 });
  await dialog.getByLabel('Description').fill(description);
}

describe('a store page and its ads', () => {
  const admin = adminSuite();

  /** A new store of the given name with no ads, its page open. */
  async function emptyStorePage(storeName: string): Promise<{ page: Page; storeId: string }> {
    const storeId = await createStore(admin, { storeName, ownerName: 'Meera Nair', district: 'Ernakulam' });
    const page = await admin.page();
    await page.goto(admin.url(`storeads/${storeId}`));
    await page.getByRole('heading', { name: storeName }).waitFor();
    return { page, storeId };
  }

  /** The Create Ad form of a new store with no ads. */
  async function createOfferForm(storeName: string) {
    const { page, storeId } = await emptyStorePage(storeName);
    await page.getByRole('button', { name: 'Create First Ad' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Create Ad' }).waitFor();
    return { page, dialog, storeId };
  }

  /** A new store with one ad of two images (made through the API), the store's page open. */
  async function storeWithOffer(storeName: string, offer: { title: string; description: string }) {
    const { page, storeId } = await emptyStorePage(storeName);
    await createOffer(admin, storeId, { ...offer, startDate: regionDayFromNow(0), endDate: regionDayFromNow(10) });
    await page.reload();
    const card = page.getByTestId('ad-card').filter({ hasText: offer.title });
    await card.waitFor();
    return { page, storeId, card };
  }

  it('shows the store with its owner and offers to create the first ad', async () => {
    const { page } = await emptyStorePage('Kasavu Corner');
    await page.getByText('Meera Nair').waitFor();
    await page.getByText('No Ads Found').waitFor();
    await page.getByRole('button', { name: 'Create First Ad' }).click();
    await openDialog(page).getByRole('heading', { name: 'Create Ad' }).waitFor();
  });

  it('counts views in words: 1 view, not 1 views', async () => {
    const { page, storeId } = await emptyStorePage('Single View Silks');
    const offer = await createOffer(admin, storeId, {
      title: 'Viewed once',
      description: 'One visitor so far',
      startDate: regionDayFromNow(0),
      endDate: regionDayFromNow(10),
    });
    const counted = await fetch(`${admin.stack.apiUrl}/storeads/click/${offer._id}`, { method: 'PUT' });
    expect(counted.status).toBe(200);
    await page.reload();
    const card = page.getByTestId('ad-card').filter({ hasText: 'Viewed once' });
    await card.getByText(/· 1 view$/).waitFor();
  });

  it('applies the image rules: 5 MB, the formats and five images in total', async () => {
    const { dialog } = await createOfferForm('Image Rules Store');
    const images = dialog.getByLabel(/^Images/);
    await images.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: await largePng() });
    await dialog.getByText('Image huge.png is too large (max 5MB).').waitFor();
    await images.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: await imageBytes(60, 60, 'gif') });
    await dialog.getByText('File moving.gif is not a supported image format (PNG, JPG, JPEG, WebP).').waitFor();
    await images.setInputFiles(await Promise.all(['a.png', 'b.png', 'c.png', 'd.png'].map(pngFile)));
    // Each file's content is checked before it is added: let the four land before choosing more.
    await expect.poll(() => dialog.locator('.preview').count()).toBe(4);
    await images.setInputFiles(await Promise.all(['e.png', 'f.png'].map(pngFile)));
    await dialog.getByText('You can only upload 1 more image(s) (max 5 total).').waitFor();
    expect(await dialog.locator('.preview').count()).toBe(5);
    expect(await images.isDisabled()).toBe(true);
    for (const name of ['c.png', 'd.png', 'e.png'])
      await dialog.getByRole('button', { name: `Remove ${name}` }).click();
    expect(await dialog.locator('.preview').count()).toBe(2);
  });

  it('shrinks a phone photo before sending it: at most 1600 px wide, a fraction of its bytes, stored upright', async () => {
    const { page, dialog, storeId } = await createOfferForm('Photo Shrink Store');
    const photo = await phonePhoto();
    await recordSentFiles(page);
    await dialog.getByLabel(/^Images/).setInputFiles(photo);
    await fillOfferFields(dialog, 'Onam photo sale: a phone photo, shrunk');
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, 'Ad created successfully!');

    const sent = await readSentFiles(page);
    expect(sent).toHaveLength(1);
    const [bytes] = sent as [Buffer];
    expect(bytes.length).toBeLessThan(photo.buffer.length / 3);
    const shrunk = await sharp(bytes).metadata();
    // Upright (the browser applied the orientation, so none is left to apply) and as wide as the API stores.
    expect([shrunk.format, shrunk.width, shrunk.height, shrunk.orientation ?? 1]).toEqual(['jpeg', 1600, 2133, 1]);

    const [offer] = await admin.api<Ad[]>(`storeads/${storeId}`);
    expect(offer?.adsImages[0]).toMatch(/\.1600x2133\.webp$/);
    const stored = await fetch(`${admin.stack.apiUrl.replace(/\/api$/, '')}/${offer?.adsImages[0]}`);
    const { data, info } = await sharp(Buffer.from(await stored.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [
      ...data.subarray((y * info.width + 800) * info.channels, (y * info.width + 800) * info.channels + 3),
    ];
    const [top, bottom] = [pixel(100), pixel(info.height - 100)] as [number[], number[]];
    expect(top[0]).toBeGreaterThan(top[2] ?? 0);
    expect(bottom[2]).toBeGreaterThan(bottom[0] ?? 0);
  });

  it('cancels a slow upload from Cancel or by closing the dialog: nothing saved, the form works again', async () => {
    const { page, storeId } = await emptyStorePage('Slow Upload Store');
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    const photo = await phonePhoto();
    const startUpload = async () => {
      await page.getByRole('button', { name: /Create (First )?Ad/ }).click();
      const dialog = openDialog(page);
      await dialog.getByLabel(/^Images/).setInputFiles(photo);
      await fillOfferFields(dialog, 'Onam sale sent over a slow line');
      await dialog.getByRole('button', { name: 'Create Ad' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: /^Uploading [1-9]\d?%$/ })
        .waitFor();
      return dialog;
    };
    await throttle(20 * 1024);

    /** The upload's request, once the browser has given it up. */
    const aborted = () =>
      page
        .waitForEvent('requestfailed', (request) => request.url().includes(`/storeads/${storeId}`))
        .then((request) => request.failure()?.errorText);

    const closed = await startUpload();
    const closedUpload = aborted();
    await closed.getByRole('button', { name: 'Close' }).click();
    await closed.waitFor({ state: 'detached' });
    expect(await closedUpload).toBe('net::ERR_ABORTED');

    const dialog = await startUpload();
    const cancelledUpload = aborted();
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await dialog.getByText('Upload cancelled: nothing was saved.').waitFor();
    expect(await cancelledUpload).toBe('net::ERR_ABORTED');
    expect(await dialog.getByRole('status').count()).toBe(0);
    expect(await admin.api<Ad[]>(`storeads/${storeId}`)).toEqual([]);

    await throttle(-1);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, 'Ad created successfully!');
    const offers = await admin.api<Ad[]>(`storeads/${storeId}`);
    expect(offers.map((offer) => offer.description)).toEqual(['Onam sale sent over a slow line']);
  });

  it('checks the required fields and the date order, then creates the ad with two images', async () => {
    const { page, dialog } = await createOfferForm('Silk House');
    await dialog.getByLabel(/^Images/).setInputFiles(await Promise.all(['a.png', 'b.png'].map(pngFile)));
    const description = 'Onam mega sale: 30% off every silk saree';
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

  it('publishes a new ad on the public site within 60 seconds', async () => {
    const description = 'Vishu mega sale: 25% off every kasavu mundu';
    const storeId = await createStore(admin, { storeName: 'Mundu Mahal' });
    await createOffer(admin, storeId, { description, startDate: regionDayFromNow(0), endDate: regionDayFromNow(10) });
    const { publicUrl } = admin.stack;
    const listing = `${publicUrl}/backendapi/api/storeads/adswithstore?searchQuery=${encodeURIComponent('Vishu mega sale')}`;
    await expect
      .poll(
        async () => {
          const body = (await (await fetch(listing)).json()) as { data: { description: string }[] };
          return body.data.map((offer) => offer.description);
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toContain(description);
    const publicPage = await admin.page({ session: null });
    await expect
      .poll(
        async () => {
          await publicPage.goto(`${publicUrl}/offers`);
          return publicPage.getByText(description).count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBeGreaterThan(0);
  }, 150_000);

  it('has one title field, whose title the card, the report and the saved offer carry, with the offer details', async () => {
    const description = 'Onam silk sale: 30% off every silk saree';
    const { page, storeId, card } = await storeWithOffer('Kasavu Corner', { title: 'Onam Silk Fest', description });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(page);
    // One field names the title (beside it, its Malayalam twin); emptied, it shows that the description's start takes
    // its place.
    const titles = dialog.getByLabel(/title/i);
    expect(await titles.count()).toBe(2);
    expect(await titles.nth(1).getAttribute('lang')).toBe('ml');
    await dialog.getByLabel('Title (optional)').fill('');
    expect(await dialog.getByLabel('Title (optional)').getAttribute('placeholder')).toBe(description);
    await dialog.getByLabel('Title (optional)').fill('Silk sarees at ₹1,299');
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
    const [saved] = await admin.api<Array<Record<string, unknown>>>(`storeads/${storeId}`);
    expect(saved).toMatchObject({
      title: 'Silk sarees at ₹1,299',
      couponCode: 'ONAM-35',
      priceBefore: 2000,
      priceAfter: 1299.5,
      terms: 'One coupon per customer.',
    });
    const retitled = page.getByTestId('ad-card').filter({ hasText: 'Silk sarees at ₹1,299' });
    await retitled.getByRole('heading', { name: 'Silk sarees at ₹1,299' }).waitFor();
    await retitled.getByRole('button', { name: 'Edit' }).click();
    expect(await openDialog(page).getByLabel('Title (optional)').inputValue()).toBe('Silk sarees at ₹1,299');
    expect(await openDialog(page).getByLabel('Offer price, ₹ (optional)').inputValue()).toBe('1299.5');
    await openDialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.goto(admin.url(`adsreport?search=${encodeURIComponent('Onam silk sale')}`));
    const row = page.locator('tbody tr').filter({ hasText: 'Kasavu Corner' });
    await row.getByText('Silk sarees at ₹1,299').waitFor();
    await row.getByText('Coupon ONAM-35 · ₹2,000 → ₹1,299.50 · Terms apply').waitFor();
  });

  it('edits the ad keeping one of its images, filters the cards and deletes the ad after confirmation', async () => {
    const description = 'Onam saree sale: 20% off every set mundu';
    const { page, card } = await storeWithOffer('Saree Stop', { title: 'Onam Saree Fest', description });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = openDialog(page);
    expect(await dialog.getByLabel('Description').inputValue()).toBe(description);
    expect(await dialog.locator('.preview').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Remove current image 2' }).click();
    await dialog.getByLabel('Title (optional)').fill('Onam Saree Fest, extended');
    await dialog.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(page, 'Ad updated successfully!');
    const edited = page.getByTestId('ad-card').filter({ hasText: 'Onam Saree Fest, extended' });
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
    await confirmDialog(page, { press: 'Delete', toast: 'Ad deleted successfully' });
    await page.getByText('No Ads Found').waitFor();
  });

  it('extends and deletes several offers at once, after one confirmation naming how many', async () => {
    type Ad = { _id: string; title: string; endDate: string };
    const stores = await admin.api<{ stores: Array<{ _id: string }> }>('Store?limit=40');
    let demoStore = '';
    let offers: Ad[] = [];
    for (const store of stores.stores) {
      offers = await admin.api<Ad[]>(`storeads/${store._id}`);
      demoStore = store._id;
      if (offers.length >= 3) break;
    }
    expect(offers.length).toBeGreaterThanOrEqual(3);
    const [first, second] = offers as [Ad, Ad];
    const page = await admin.page();
    await page.goto(admin.url(`storeads/${demoStore}`));
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
    await confirmDialog(page, {
      says: 'The end date of 2 offers moves 10 days later.',
      press: 'Extend 2 offers',
      toast: 'Extended 2 offers by 10 days',
    });
    const after = await admin.api<Ad[]>(`storeads/${demoStore}`);
    const endOf = (id: string) => after.find((offer) => offer._id === id)?.endDate.slice(0, 10);
    expect([endOf(first._id), endOf(second._id)]).toEqual([
      addDays(first.endDate.slice(0, 10), 10),
      addDays(second.endDate.slice(0, 10), 10),
    ]);
    expect(endOf(offers[2]?._id ?? '')).toBe(offers[2]?.endDate.slice(0, 10));

    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByText(`${offers.length} offers selected`).waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirmDialog(page, {
      says: `Delete ${offers.length} offers? Their images are deleted too. This action cannot be undone.`,
      press: `Delete ${offers.length} offers`,
      toast: `Deleted ${offers.length} offers`,
    });
    expect(await admin.api<Ad[]>(`storeads/${demoStore}`)).toEqual([]);
    await page.getByText('No Ads Found').waitFor();
  });
});
