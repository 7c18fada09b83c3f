// The upload rules of every image input (spec section 5), checked in the browser before anything is sent: the
// file must be a PNG, JPEG or WebP by its content (not its name), at most 5 MB, and the record keeps at most 5.
import {
  imageRoomMessage,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_RECORD as MAX_IMAGES,
  unsupportedImageMessage,
} from '@offerboard/shared-types/rules';

export { MAX_IMAGES };

const SIGNATURES: ((bytes: Uint8Array) => boolean)[] = [
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

async function isSupportedImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.some((matches) => matches(head));
}

/**
 * Accepts what fits, in order, and returns the first rule broken (as the spec words it) for what does not.
 * `alreadyChosen` counts the images the record keeps plus those chosen before; `max` is 1 for single-image inputs.
 */
export async function checkImageFiles(
  files: File[],
  alreadyChosen = 0,
  max = MAX_IMAGES,
): Promise<{ accepted: File[]; error?: string }> {
  const accepted: File[] = [];
  for (const file of files) {
    if (!(await isSupportedImage(file))) {
      return { accepted, error: unsupportedImageMessage(file.name) };
    }
    if (file.size > MAX_IMAGE_BYTES) return { accepted, error: imageTooLargeMessage(file.name) };
    if (alreadyChosen + accepted.length >= max) {
      return { accepted, error: imageRoomMessage(max - alreadyChosen, max) };
    }
    accepted.push(file);
  }
  return { accepted };
}
