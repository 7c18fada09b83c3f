import { describe, expect, it } from 'vitest';
import { insertAd, insertStore } from '../fixtures/ads-fixtures.js';
import { API, createTestApp, imageBytes, uploadedFiles } from '../helpers.js';

describe('shared image files', () => {
  it('survive deleting one record that uses them and go with the last one', async () => {
    const ctx = await createTestApp();
    const [shared] = await ctx.app.images.saveAll('ads', [
      { field: 'adsImages', filename: 'poster.png', buffer: await imageBytes('png', 700, 500) },
    ]);
    const storeId = insertStore(ctx, { storeName: 'Kerala Silks' });
    const first = insertAd(ctx, { storeId, images: [shared ?? ''] });
    const second = insertAd(ctx, { storeId, images: [shared ?? ''] });
    const files = uploadedFiles(ctx.dataDir);
    expect(files).toHaveLength(3);

    const removeFirst = await ctx.app.inject({ method: 'DELETE', url: `${API}/storeads/${first}`, headers: ctx.auth });
    expect(removeFirst.statusCode).toBe(200);
    expect(uploadedFiles(ctx.dataDir)).toEqual(files);

    const removeSecond = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/storeads/${second}`,
      headers: ctx.auth,
    });
    expect(removeSecond.statusCode).toBe(200);
    expect(uploadedFiles(ctx.dataDir)).toEqual([]);
  });
});
