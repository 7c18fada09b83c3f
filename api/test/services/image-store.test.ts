import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageStore, variantsOf } from '../../src/services/image-store.js';
import { imageBytes, uploadedFiles } from '../helpers.js';

const dirs: string[] = [];
function store(): { images: ImageStore; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-images-'));
  dirs.push(dataDir);
  return { images: new ImageStore(join(dataDir, 'uploads')), dataDir };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real PNG whose header claims the given size: tiny on the wire, huge once decoded. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await imageBytes('png', 1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('ImageStore', () => {
  it('stores WebP at the original width plus every narrower responsive width', async () => {
    const { images, dataDir } = store();
    const [path] = await images.saveAll('ads', [
      { field: 'adsImages', filename: 'a.png', buffer: await imageBytes('png', 1000, 750) },
    ]);
    expect(path).toMatch(/^uploads\/ads\/[a-f0-9]{24}\.1000x750\.webp$/);
    const name = path?.split('/')[2]?.split('.')[0];
    expect(uploadedFiles(dataDir)).toEqual(
      [`ads/${name}.1000x750.webp`, `ads/${name}.320w.webp`, `ads/${name}.640w.webp`, `ads/${name}.960w.webp`].sort(),
    );
    const variant = await sharp(join(dataDir, 'uploads/ads', `${name}.640w.webp`)).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('never upscales and caps the width at 1600', async () => {
    const { images, dataDir } = store();
    const [small] = await images.saveAll('logos', [
      { field: 'logo', filename: 's.jpg', buffer: await imageBytes('jpeg', 200, 100) },
    ]);
    expect(small).toMatch(/\.200x100\.webp$/);
    const [wide] = await images.saveAll('banners', [
      { field: 'b', filename: 'w.webp', buffer: await imageBytes('webp', 2400, 600) },
    ]);
    expect(wide).toMatch(/\.1600x400\.webp$/);
    expect(uploadedFiles(dataDir).filter((file) => file.startsWith('logos/'))).toHaveLength(1);
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const { images, dataDir } = store();
    const rotated = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [path] = await images.saveAll('ads', [{ field: 'adsImages', filename: 'phone.jpg', buffer: rotated }]);
    expect(path).toMatch(/\.200x400\.webp$/);
    const stored = await sharp(join(dataDir, path ?? '')).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('refuses what is not a PNG, JPEG or WebP by content, whatever its name, and writes nothing', async () => {
    const { images, dataDir } = store();
    const cases = [
      { filename: 'notes.png', buffer: Buffer.from('just some text, not an image') },
      { filename: 'anim.gif', buffer: await imageBytes('gif', 20, 20) },
    ];
    for (const file of cases) {
      await expect(
        images.saveAll('ads', [
          { field: 'adsImages', filename: 'ok.png', buffer: await imageBytes() },
          { field: 'adsImages', ...file },
        ]),
      ).rejects.toThrow(`File ${file.filename} is not a supported image format (PNG, JPG, JPEG, WebP).`);
    }
    expect(uploadedFiles(dataDir)).toEqual([]);
  });

  it('refuses an image of more than 50 megapixels by its header, without decoding it, and writes nothing', async () => {
    const { images, dataDir } = store();
    await expect(
      images.saveAll('ads', [
        { field: 'adsImages', filename: 'ok.png', buffer: await imageBytes() },
        { field: 'adsImages', filename: 'bomb.png', buffer: await pngClaiming(7100, 7100) },
      ]),
    ).rejects.toThrow('Image bomb.png has 7100 x 7100 pixels: images may have at most 50 megapixels.');
    expect(uploadedFiles(dataDir)).toEqual([]);
  });

  it('refuses a truncated image and removes what it had already written', async () => {
    const { images, dataDir } = store();
    const whole = await imageBytes('jpeg', 1200, 900);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    await expect(
      images.saveAll('ads', [
        { field: 'adsImages', filename: 'first.png', buffer: await imageBytes('png', 700, 500) },
        { field: 'adsImages', filename: 'broken.jpg', buffer: truncated },
      ]),
    ).rejects.toThrow('broken.jpg');
    expect(uploadedFiles(dataDir)).toEqual([]);
  });

  it('removes an image with all its variants and ignores paths that are not its own', async () => {
    const { images, dataDir } = store();
    const [path] = await images.saveAll('ads', [
      { field: 'adsImages', filename: 'a.png', buffer: await imageBytes('png', 700, 500) },
    ]);
    expect(variantsOf(path ?? '')).toHaveLength(3);
    await images.removeAll([path ?? '', '../../etc/passwd', 'uploads/ads/../../x']);
    expect(uploadedFiles(dataDir)).toEqual([]);
    expect(existsSync('/etc/passwd')).toBe(true);
  });
});
