import { describe, expect, it } from 'vitest';
import { API, countRows, createTestApp, largeJpeg, type TestContext } from '../helpers.js';
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

async function createBanner(ctx: TestContext, title: string) {
  const response = await sendForm(ctx, 'POST', '/banners', { title }, [
    await imagePart('bannerImage', 'wide.jpg', 'jpeg'),
  ]);
  if (response.statusCode !== 201) throw new Error(`createBanner failed: ${response.body}`);
  return response.json<{ _id: string; title: string; bannerImage: string[]; createdAt: string }>();
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
      await imagePart('bannerImage', 'phone.webp', 'webp'),
    ]);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      title: 'mobile',
      bannerImage: [expect.stringMatching(STORED_PATH.banners)],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(storedOnDisk(ctx, body.bannerImage[0])).toBe(true);
    expect(countRows(ctx.app, 'banners')).toBe(1);
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
