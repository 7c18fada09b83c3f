import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptImages, writeWithImages } from '../../src/services/image-changes.js';
import { variantsOf } from '../../src/services/image-store.js';
import { createTestApp, imageBytes, uploadedFiles } from '../helpers.js';

/** Whether every file behind a stored path is on disk. */
function onDisk(dataDir: string, path: string): boolean {
  return variantsOf(path).every((file) => existsSync(join(dataDir, file)));
}

async function upload(name: string) {
  return { field: 'photos', filename: name, buffer: await imageBytes('png', 400, 300) };
}

describe('writeWithImages', () => {
  it('removes the new files when the database write throws', async () => {
    const { app, dataDir } = await createTestApp();
    const before = uploadedFiles(dataDir);

    const attempt = writeWithImages(app.images, 'categories', [await upload('a.png')], () => {
      throw new Error('constraint failed');
    });

    await expect(attempt).rejects.toThrow('constraint failed');
    expect(uploadedFiles(dataDir)).toEqual(before);
  });

  it('removes the obsolete files only after the write succeeded', async () => {
    const { app, dataDir } = await createTestApp();
    const [old = ''] = await app.images.saveAll('categories', [await upload('old.png')]);

    let oldPresentDuringWrite = false;

    const saved = await writeWithImages(app.images, 'categories', [await upload('new.png')], (paths) => {
      oldPresentDuringWrite = onDisk(dataDir, old);
      return { result: paths, obsolete: [old] };
    });

    expect(oldPresentDuringWrite).toBe(true);
    expect(variantsOf(old).filter((file) => existsSync(join(dataDir, file)))).toEqual([]);
    expect(saved.map((path) => onDisk(dataDir, path))).toEqual([true]);
  });
});

describe('keptImages', () => {
  const current = ['uploads/ads/a.10x10.webp', 'uploads/ads/b.10x10.webp'];

  it('keeps the requested current paths once each, in the requested order', () => {
    expect(keptImages(current, [current[1] ?? '', current[0] ?? '', current[1] ?? ''], 3)).toEqual([
      current[1],
      current[0],
    ]);
  });

  it('refuses a path that is not current and a total above five', () => {
    expect(() => keptImages(current, ['uploads/ads/x.10x10.webp'], 0)).toThrow(
      'Image uploads/ads/x.10x10.webp is not one of the current images.',
    );
    expect(() => keptImages(current, current, 4)).toThrow('You can only upload 3 more image(s) (max 5 total).');
  });
});
