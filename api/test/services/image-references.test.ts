import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { referencedImages } from '../../src/services/image-references.js';
import { insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { API, createTestApp, imageBytes, uploadedFiles } from '../helpers.js';

describe('shared image files', () => {
  it('survive deleting one record that uses them and go with the last one', async () => {
    const ctx = await createTestApp();
    const [shared] = await ctx.app.images.saveAll('ads', [
      { field: 'adsImages', filename: 'poster.png', buffer: await imageBytes('png', 700, 500) },
    ]);
    const storeId = insertStore(ctx, { storeName: 'Kerala Silks' });
    const first = insertOffer(ctx, { storeId, images: [shared ?? ''] });
    const second = insertOffer(ctx, { storeId, images: [shared ?? ''] });
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

  it("are read from a database of before owners' reviews (a replica restored to an earlier time), as from today's", async () => {
    const older = new Database(':memory:');
    older.exec(`CREATE TABLE stores (logo_url TEXT); CREATE TABLE ads (images TEXT);
      CREATE TABLE categories (photos TEXT); CREATE TABLE banners (images TEXT);
      INSERT INTO stores VALUES ('uploads/logos/a.webp'); INSERT INTO ads VALUES ('["uploads/ads/b.webp"]');`);
    expect(referencedImages(older)).toEqual(new Set(['uploads/logos/a.webp', 'uploads/ads/b.webp']));
    older.close();

    const ctx = await createTestApp();
    const storeId = insertStore(ctx, { storeName: 'Kerala Silks' });
    const adId = insertOffer(ctx, { storeId, images: ['uploads/ads/live.webp'] });
    ctx.app.db.$client
      .prepare(
        `INSERT INTO review_items (ad_id, store_id, kind, status, title, proposed, submitted_by, submitted_at)
         VALUES (?, ?, 'change', 'pending', 'T', '{"images":["uploads/ads/proposed.webp"]}', 'o@x', 0)`,
      )
      .run(adId, storeId);
    expect(referencedImages(ctx.app.db.$client)).toContain('uploads/ads/proposed.webp');
  });
});
