// Image URLs: stored paths are served under /backendapi/; a `<name>.<W>x<H>.webp` has `<name>.<w>w.webp` variants.
import { IMAGE_VARIANT_WIDTHS } from '@offerboard/shared-types/rules';

export function imageUrl(path: string): string {
  return `/backendapi/${path}`;
}

/** The smallest stored variant at least `width` wide (the original when it is not wider). */
export function thumbnailUrl(path: string, width = 320): string {
  const match = /^(.*)\.(\d+)x\d+\.webp$/.exec(path);
  if (!match) return imageUrl(path);
  const [, name, original] = match;
  const variant = IMAGE_VARIANT_WIDTHS.find((w) => w >= width && w < Number(original));
  return imageUrl(variant ? `${name}.${variant}w.webp` : path);
}
