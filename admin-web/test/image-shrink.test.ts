import { MAX_STORED_IMAGE_WIDTH } from '@offerboard/shared-types/rules';
import { describe, expect, it } from 'vitest';
import {
  encodingFor,
  LIGHT_IMAGE_BYTES,
  renamedFor,
  shrinkFormImages,
  shrinkImage,
  shrunkSize,
} from '../src/lib/image-shrink';

describe('shrinking an image before its upload', () => {
  it('scales to the width the API stores, keeping the shape, and never enlarges', () => {
    expect(MAX_STORED_IMAGE_WIDTH).toBe(1600);
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1600, height: 2133 });
    expect(shrunkSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(shrunkSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(shrunkSize(20_000, 5)).toEqual({ width: 1600, height: 1 });
  });

  it('keeps JPEG as JPEG and sends PNG and WebP as WebP (transparency kept), named for what they are', () => {
    expect(encodingFor('image/jpeg')).toBe('image/jpeg');
    expect(encodingFor('image/png')).toBe('image/webp');
    expect(encodingFor('image/webp')).toBe('image/webp');
    expect(renamedFor('IMG_2041.JPG', 'image/jpeg')).toBe('IMG_2041.jpg');
    expect(renamedFor('logo.png', 'image/webp')).toBe('logo.webp');
    expect(renamedFor('banner.final.png', 'image/png')).toBe('banner.final.png');
    expect(renamedFor('.png', 'image/webp')).toBe('image.webp');
  });

  it('sends a light file as chosen, and a form with its text fields and files in order', async () => {
    const light = new File([new Uint8Array(LIGHT_IMAGE_BYTES)], 'small.png', { type: 'image/png' });
    expect(await shrinkImage(light)).toBe(light);
    const form = new FormData();
    form.append('title', 'Onam');
    form.append('adsImages', light);
    form.append('existingImages', 'uploads/ads/a.640x480.webp');
    const sent = await shrinkFormImages(form);
    expect([...sent.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ['title', 'Onam'],
      ['adsImages', 'small.png'],
      ['existingImages', 'uploads/ads/a.640x480.webp'],
    ]);
  });
});
