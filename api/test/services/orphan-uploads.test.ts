import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { createTestApp, imageBytes, uploadedFiles } from '../helpers.js';

/** The files of one stored image (the image and its width variants), relative to the uploads folder. */
function filesOf(all: string[], stored: string | undefined): string[] {
  const name = (stored ?? '-').replace(/^uploads\//, '').split('.')[0];
  return all.filter((file) => file.split('.')[0] === name);
}

describe('orphan uploads', () => {
  it('are removed at start when no record references them and they are old enough; the rest stays', async () => {
    const context = await createTestApp();
    const png = { field: 'adsImages', filename: 'a.png', buffer: await imageBytes('png', 700, 500) };
    const [kept, orphan, young] = await context.app.images.saveAll('ads', [png, png, png]);
    insertOffer(context, { storeId: insertStore(context, { storeName: 'Kerala Silks' }), images: [kept ?? ''] });
    writeFileSync(join(context.dataDir, 'uploads', 'ads', 'notes.txt'), 'an operator file');
    const before = uploadedFiles(context.dataDir);
    const halfAnHourAgo = new Date(Date.now() - 30 * 60_000);
    for (const file of before.filter((file) => !filesOf([file], young).length)) {
      utimesSync(join(context.dataDir, 'uploads', file), halfAnHourAgo, halfAnHourAgo);
    }

    const restarted = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: context.dataDir }));
    await restarted.ready();
    await restarted.close();

    const after = uploadedFiles(context.dataDir);
    expect(filesOf(before, orphan)).toHaveLength(3);
    expect(filesOf(after, orphan)).toEqual([]);
    expect(filesOf(after, kept)).toEqual(filesOf(before, kept));
    expect(filesOf(after, young)).toEqual(filesOf(before, young));
    expect(after).toContain('ads/notes.txt');
    expect(after).toHaveLength(before.length - 3);
  });

  it('are also removed while the API runs, every orphanSweepMs, checking only the images it wrote since', async () => {
    const context = await createTestApp();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: context.dataDir });
    const running = await buildApp({ ...config, orphanSweepMs: 20 });
    await running.ready();
    try {
      const png = { field: 'adsImages', filename: 'a.png', buffer: await imageBytes('png', 700, 500) };
      // Files another process left after the start's sweep wait for the next start's.
      const [foreign] = await context.app.images.saveAll('ads', [png]);
      const [orphan, young, kept] = await running.images.saveAll('ads', [png, png, png]);
      insertOffer(context, { storeId: insertStore(context, { storeName: 'Kerala Silks' }), images: [kept ?? ''] });
      const halfAnHourAgo = new Date(Date.now() - 30 * 60_000);
      for (const file of uploadedFiles(context.dataDir).filter((file) => !filesOf([file], young).length)) {
        utimesSync(join(context.dataDir, 'uploads', file), halfAnHourAgo, halfAnHourAgo);
      }

      await vi.waitFor(() => expect(filesOf(uploadedFiles(context.dataDir), orphan)).toEqual([]), { timeout: 10_000 });
      expect(filesOf(uploadedFiles(context.dataDir), young)).toHaveLength(3);
      expect(filesOf(uploadedFiles(context.dataDir), foreign)).toHaveLength(3);
      expect(filesOf(uploadedFiles(context.dataDir), kept)).toHaveLength(3);
    } finally {
      await running.close();
    }
  });
});

describe('GET /backendapi/uploads/...', () => {
  it('serves an image with nosniff and a sandboxing content security policy', async () => {
    const context = await createTestApp();
    const [path] = await context.app.images.saveAll('ads', [
      { field: 'adsImages', filename: 'a.png', buffer: await imageBytes('png', 400, 300) },
    ]);

    const response = await context.app.inject({ method: 'GET', url: `/backendapi/${path}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
