// Image URLs, srcset and intrinsic size from a stored path alone (docs/decisions/003-image-variants-in-the-path.md).
import { IMAGE_VARIANT_WIDTHS } from '@offerboard/shared-types/rules';

const STORED = /^(.*)\.(\d+)x(\d+)\.webp$/;

interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

export function imageUrl(path: string): string {
  return /^(https?:)?\//.test(path) ? path : `/backendapi/${path}`;
}

export function imageSource(path: string): ImageSource {
  const match = STORED.exec(path);
  if (!match) return { src: imageUrl(path) };
  const [, stem, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const widths = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  const srcSet = [...widths.map((x) => `${imageUrl(`${stem}.${x}w.webp`)} ${x}w`), `${imageUrl(path)} ${width}w`];
  return { src: imageUrl(path), srcSet: srcSet.join(', '), width, height: Number(h) };
}
