// Shrinks a chosen image in the browser before it is uploaded, to the width the API stores at most, so a phone photo
// crosses a slow connection in seconds; the API still checks and re-encodes what arrives (docs/decisions/028-*).
import { MAX_STORED_IMAGE_WIDTH } from '@offerboard/shared-types/rules';

/** A file this light is sent as chosen: decoding and re-encoding it would cost quality and time for few bytes. */
export const LIGHT_IMAGE_BYTES = 500 * 1024;
const QUALITY = 0.85;

/** The size to draw an upright image of this size at: at most the stored width, never enlarged. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  if (width <= MAX_STORED_IMAGE_WIDTH) return { width, height };
  return { width: MAX_STORED_IMAGE_WIDTH, height: Math.max(1, Math.round((height * MAX_STORED_IMAGE_WIDTH) / width)) };
}

/** JPEG stays JPEG (every browser encodes it); PNG and WebP become WebP, which keeps transparency. */
export function encodingFor(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

/** The file name for the encoded type: `photo.png` sent as WebP is `photo.webp`. */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.replace('image/', '');
  return `${name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`;
}

async function shrink(file: File): Promise<File> {
  if (file.size <= LIGHT_IMAGE_BYTES || typeof OffscreenCanvas === 'undefined') return file;
  // Upright as the phone shows it: the pixels are drawn turned by the photo's EXIF orientation, which the copy drops.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type: encodingFor(file.type), quality: QUALITY });
    // A browser that cannot encode WebP answers PNG, which may be heavier than what was chosen.
    if (blob.size >= file.size) return file;
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

const shrunk = new WeakMap<File, Promise<File>>();
/** One image at a time: five 12-megapixel photos decoded at once would hold a quarter of a gigabyte. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The file to send for a chosen one: shrunk when that saves bytes, else the file itself (also when the browser cannot
 * decode or encode it: the API decides then). Started when the file is chosen and remembered, so the submit that
 * follows usually finds it done.
 */
export function shrinkImage(file: File): Promise<File> {
  const known = shrunk.get(file);
  if (known) return known;
  const result = queue.then(() => shrink(file)).catch(() => file);
  queue = result;
  shrunk.set(file, result);
  return result;
}

/** A copy of the form with each file replaced by the one to send. */
export async function shrinkFormImages(form: FormData): Promise<FormData> {
  const copy = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else {
      const sent = await shrinkImage(value);
      copy.append(name, sent, sent.name);
    }
  }
  return copy;
}
