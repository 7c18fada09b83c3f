import { describe, expect, it, vi } from 'vitest';
import { day, insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { API, countRows, createTestApp, type FilePart, imageBytes, largeJpeg, type TestContext } from '../helpers.js';
import {
  type FormCase,
  goneFromDisk,
  imagePart,
  STORED_PATH,
  sendForm,
  snapshot,
  storedOnDisk,
  textAsPng,
} from '../store-fixtures.js';

const REQUIRED = 'Please select a screen type and upload an image.';

/** A picture of the shape the screen's banner needs: wide for desktop, tall for mobile. */
async function bannerImage(title: string, filename = 'banner.jpg'): Promise<FilePart> {
  const [width, height] = title === 'mobile' ? [300, 400] : [400, 300];
  return { field: 'bannerImage', filename, content: await imageBytes('jpeg', width, height), type: 'image/jpeg' };
}

async function createBanner(ctx: TestContext, title: string, fields: Record<string, string> = {}) {
  const response = await sendForm(ctx, 'POST', '/banners', { title, ...fields }, [await bannerImage(title)]);
  if (response.statusCode !== 201) throw new Error(`createBanner failed: ${response.body}`);
  return response.json<Banner>();
}

interface Banner {
  _id: string;
  title: string;
  bannerImage: string[];
  link: { type: string; target: string; href: string; label: string } | null;
  startDate: string | null;
  endDate: string | null;
  status: string;
  createdAt: string;
}

async function bannerIds(ctx: TestContext, url = '/banners', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Banner[]>().map((banner) => banner._id);
}

describe('GET /banners', () => {
  it('lists banners newest first without a token', async () => {
    const ctx = await createTestApp();
    const older = await createBanner(ctx, 'desktop');
    const newer = await createBanner(ctx, 'mobile');

    const response = await ctx.app.inject({ method: 'GET', url: `${API}/banners` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([newer, older]);
  });

  it('answers an empty array when there are no banners', async () => {
    const { app } = await createTestApp();

    const response = await app.inject({ method: 'GET', url: `${API}/banners` });

    expect(response.json()).toEqual([]);
  });
});

describe('POST /banners', () => {
  it('stores one image for a screen type and returns the banner', async () => {
    const ctx = await createTestApp();
    const startedAt = Date.now();

    const response = await sendForm(ctx, 'POST', '/banners', { title: 'Mobile' }, [
      { field: 'bannerImage', filename: 'phone.webp', content: await imageBytes('webp', 300, 400), type: 'image/webp' },
    ]);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      title: 'mobile',
      bannerImage: [expect.stringMatching(STORED_PATH.banners)],
      link: null,
      startDate: null,
      endDate: null,
      status: 'live',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(storedOnDisk(ctx, body.bannerImage[0])).toBe(true);
    expect(countRows(ctx.app, 'banners')).toBe(1);
  });

  it('refuses a wide picture as a mobile banner and a tall one as a desktop banner, changing nothing', async () => {
    const ctx = await createTestApp();
    const desktop = await createBanner(ctx, 'desktop');
    const before = snapshot(ctx);
    const wide = await sendForm(ctx, 'POST', '/banners', { title: 'mobile' }, [await bannerImage('desktop')]);
    expect({ status: wide.statusCode, body: wide.json() }).toEqual({
      status: 400,
      body: {
        message:
          'A mobile banner must be taller than it is wide (800 x 1000 px fits best); this image is 400 x 300 px.',
      },
    });
    const tall = await sendForm(ctx, 'POST', '/banners', { title: 'desktop' }, [await bannerImage('mobile')]);
    expect(tall.json<{ message: string }>().message).toBe(
      'A desktop banner must be wider than it is tall (1920 x 500 px fits best); this image is 300 x 400 px.',
    );
    const switched = await sendForm(ctx, 'PUT', `/banners/${desktop._id}`, { title: 'mobile' });
    expect(switched.statusCode).toBe(400);
    expect(snapshot(ctx)).toEqual(before);
  });

  it('refuses a missing or unknown screen type, no image or bad images, changing nothing', async () => {
    const ctx = await createTestApp();
    await createBanner(ctx, 'desktop');
    const image = await imagePart('bannerImage');
    const cases: FormCase[] = [
      { fields: {}, files: [image], status: 400, message: REQUIRED },
      { fields: { title: 'tablet' }, files: [image], status: 400, message: REQUIRED },
      { fields: { title: 'x'.repeat(10_000) }, files: [image], status: 400, message: REQUIRED },
      { fields: { title: 'desktop' }, status: 400, message: REQUIRED },
      { fields: { title: 'desktop' }, files: [{ ...image, field: 'other' }], status: 400, message: REQUIRED },
      {
        fields: { title: 'desktop' },
        files: [image, await imagePart('bannerImage', 'second.png')],
        status: 400,
        message: 'Please upload only one image per banner.',
      },
      {
        fields: { title: 'desktop' },
        files: [textAsPng('bannerImage')],
        status: 400,
        message: 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        fields: { title: 'desktop' },
        files: [await imagePart('bannerImage', 'moving.gif', 'gif')],
        status: 400,
        message: 'File moving.gif is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        fields: { title: 'desktop' },
        files: [{ field: 'bannerImage', filename: 'huge.jpg', content: await largeJpeg() }],
        status: 413,
        message: 'Image huge.jpg is too large (max 5MB).',
      },
    ];
    const before = snapshot(ctx);

    for (const { fields, files, status, message } of cases) {
      const response = await sendForm(ctx, 'POST', '/banners', fields, files);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    }
    const anonymous = await sendForm(ctx, 'POST', '/banners', { title: 'desktop' }, [image], {});

    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('DELETE /banners/:id', () => {
  it('deletes the banner and its image files', async () => {
    const ctx = await createTestApp();
    const banner = await createBanner(ctx, 'desktop');
    const kept = await createBanner(ctx, 'mobile');

    const response = await ctx.app.inject({ method: 'DELETE', url: `${API}/banners/${banner._id}`, headers: ctx.auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Banner deleted successfully!' });
    expect(countRows(ctx.app, 'banners')).toBe(1);
    expect(goneFromDisk(ctx, banner.bannerImage[0] ?? '')).toBe(true);
    expect(storedOnDisk(ctx, kept.bannerImage[0] ?? '')).toBe(true);
  });

  it('answers 404 for an unknown banner, 400 for a malformed id and 401 without a token, changing nothing', async () => {
    const ctx = await createTestApp();
    const banner = await createBanner(ctx, 'desktop');
    const cases = [
      { id: '999', headers: ctx.auth, status: 404, message: 'Banner not found' },
      { id: '1234567890123456', headers: ctx.auth, status: 400, message: 'Invalid id' },
      { id: '1'.repeat(10_000), headers: ctx.auth, status: 414 },
      { id: banner._id, headers: {}, status: 401 },
    ];
    const before = snapshot(ctx);

    for (const { id, headers, status, message } of cases) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `${API}/banners/${id}`, headers });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }

    expect(snapshot(ctx)).toEqual(before);
  });
});

describe('banner links and days', () => {
  it('links a banner to a store page, an offer page or a web address', async () => {
    const ctx = await createTestApp();
    const storeId = insertStore(ctx, { storeName: 'Silk House' });
    const adId = insertOffer(ctx, { storeId, title: 'Saree week' });

    const toStore = await createBanner(ctx, 'desktop', { linkType: 'store', linkTarget: String(storeId) });
    const toOffer = await createBanner(ctx, 'mobile', { linkType: 'offer', linkTarget: String(adId) });
    const toUrl = await createBanner(ctx, 'desktop', { linkType: 'url', linkTarget: 'https://example.com/onam?x=1' });
    const toNothing = await createBanner(ctx, 'mobile', { linkType: 'none', linkTarget: '' });

    expect(toStore.link).toEqual({
      type: 'store',
      target: String(storeId),
      href: `/store/${storeId}`,
      label: 'Silk House',
    });
    expect(toOffer.link).toEqual({
      type: 'offer',
      target: String(adId),
      href: `/offerdetails/${adId}`,
      label: 'Saree week',
      storeId: String(storeId),
    });
    expect(toUrl.link).toEqual({
      type: 'url',
      target: 'https://example.com/onam?x=1',
      href: 'https://example.com/onam?x=1',
      label: 'https://example.com/onam?x=1',
    });
    expect(toNothing.link).toBeNull();
    const publicList = await ctx.app.inject({ method: 'GET', url: `${API}/banners` });
    expect(publicList.json<Banner[]>().map((banner) => banner.link?.href ?? null)).toEqual([
      null,
      'https://example.com/onam?x=1',
      `/offerdetails/${adId}`,
      `/store/${storeId}`,
    ]);
  });

  it('adds https:// to a web address typed without it, as people copy one from a poster', async () => {
    const ctx = await createTestApp();
    const typedAs = {
      'www.example.com/onam': 'https://www.example.com/onam',
      ' Example.com/Sale ': 'https://example.com/Sale',
      'shop.example.com:8080/sale': 'https://shop.example.com:8080/sale',
      'http://example.com/old': 'http://example.com/old',
    };

    const stored: Record<string, string | undefined> = {};
    for (const typed of Object.keys(typedAs)) {
      stored[typed] = (await createBanner(ctx, 'desktop', { linkType: 'url', linkTarget: typed })).link?.href;
    }

    expect(stored).toEqual(typedAs);
  });

  it('refuses a link that is not http(s), to nothing that exists, and wrong days, changing nothing', async () => {
    const ctx = await createTestApp();
    const storeId = insertStore(ctx, { storeName: 'Silk House' });
    const image = await imagePart('bannerImage');
    const url = 'Enter a web address, such as www.example.com/offers or https://example.com';
    const cases: Array<{ fields: Record<string, string>; field: string; message: string }> = [
      { fields: { linkType: 'url', linkTarget: 'javascript:alert(1)' }, field: 'linkTarget', message: url },
      { fields: { linkType: 'url', linkTarget: 'ftp://example.com/file' }, field: 'linkTarget', message: url },
      { fields: { linkType: 'url', linkTarget: 'offers' }, field: 'linkTarget', message: url },
      { fields: { linkType: 'url', linkTarget: 'https//example.com' }, field: 'linkTarget', message: url },
      { fields: { linkType: 'url', linkTarget: '' }, field: 'linkTarget', message: url },
      {
        fields: { linkType: 'page', linkTarget: '1' },
        field: 'linkType',
        message: 'Choose what the banner links to: a store, an offer or a web address.',
      },
      { fields: { linkType: 'store', linkTarget: 'abc' }, field: 'linkTarget', message: 'Choose a store.' },
      {
        fields: { linkType: 'store', linkTarget: String(storeId + 100) },
        field: 'linkTarget',
        message: 'The store to link to does not exist.',
      },
      {
        fields: { linkType: 'offer', linkTarget: '999' },
        field: 'linkTarget',
        message: 'The offer to link to does not exist.',
      },
      { fields: { startDate: '2031-02-30' }, field: 'startDate', message: 'Please enter a valid date.' },
      {
        fields: { startDate: '2031-03-10', endDate: '2031-03-01' },
        field: 'endDate',
        message: 'End date cannot be before start date.',
      },
    ];
    const before = snapshot(ctx);

    for (const { fields, field, message } of cases) {
      const response = await sendForm(ctx, 'POST', '/banners', { title: 'desktop', ...fields }, [image]);
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({
        status: 400,
        errors: [{ field, message }],
      });
    }

    expect(snapshot(ctx)).toEqual(before);
  });

  it('shows a banner on the public home only on its days, in the region, while the admin sees all', async () => {
    const ctx = await createTestApp();
    const always = await createBanner(ctx, 'desktop');
    const fromTomorrow = await createBanner(ctx, 'desktop', { startDate: day(1) });
    const untilYesterday = await createBanner(ctx, 'mobile', { endDate: day(-1) });
    const today = await createBanner(ctx, 'mobile', { startDate: day(0), endDate: day(0) });

    expect(await bannerIds(ctx)).toEqual([today._id, always._id]);
    const all = await ctx.app.inject({ method: 'GET', url: `${API}/banners/all`, headers: ctx.auth });
    expect(all.json<Banner[]>().map((banner) => [banner._id, banner.status])).toEqual([
      [today._id, 'live'],
      [untilYesterday._id, 'ended'],
      [fromTomorrow._id, 'scheduled'],
      [always._id, 'live'],
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/banners/all` })).statusCode).toBe(401);
  });

  it('picks up the day boundary in REGION_TZ even from a cached public list', async () => {
    const ctx = await createTestApp();
    const endsTenth = await createBanner(ctx, 'desktop', { startDate: '2031-03-01', endDate: '2031-03-10' });
    const startsEleventh = await createBanner(ctx, 'mobile', { startDate: '2031-03-11' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-03-10T18:29:59.000Z'));
      expect(await bannerIds(ctx)).toEqual([endsTenth._id]);
      expect(await bannerIds(ctx)).toEqual([endsTenth._id]);

      vi.setSystemTime(new Date('2031-03-10T18:30:00.000Z'));
      expect(await bannerIds(ctx)).toEqual([startsEleventh._id]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('edits the link and days keeping the image, or replaces the image and removes the old files', async () => {
    const ctx = await createTestApp();
    const banner = await createBanner(ctx, 'desktop', { linkType: 'url', linkTarget: 'https://example.com/' });

    const edited = await sendForm(ctx, 'PUT', `/banners/${banner._id}`, {
      title: 'desktop',
      linkType: '',
      startDate: day(2),
      endDate: day(9),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: banner._id,
      link: null,
      startDate: day(2),
      endDate: day(9),
      status: 'scheduled',
      bannerImage: banner.bannerImage,
    });

    const replaced = await sendForm(ctx, 'PUT', `/banners/${banner._id}`, { title: 'mobile' }, [
      await bannerImage('mobile', 'new.jpg'),
    ]);
    expect(replaced.statusCode).toBe(200);
    const newImage = replaced.json<Banner>().bannerImage[0] ?? '';
    expect(newImage).not.toBe(banner.bannerImage[0]);
    expect(storedOnDisk(ctx, newImage)).toBe(true);
    expect(goneFromDisk(ctx, banner.bannerImage[0] ?? '')).toBe(true);
    expect(replaced.json()).toMatchObject({ title: 'mobile', startDate: null, endDate: null, status: 'live' });

    const missing = await sendForm(ctx, 'PUT', '/banners/999', { title: 'mobile' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps showing a banner without its link once the linked store is deleted', async () => {
    const ctx = await createTestApp();
    const storeId = insertStore(ctx, { storeName: 'Silk House' });
    const banner = await createBanner(ctx, 'desktop', { linkType: 'store', linkTarget: String(storeId) });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${API}/Store/${storeId}`, headers: ctx.auth });

    expect(removed.statusCode).toBe(200);
    const [shown] = (await ctx.app.inject({ method: 'GET', url: `${API}/banners` })).json<Banner[]>();
    expect(shown).toMatchObject({ _id: banner._id, link: null });
  });
});
