// Renders seed artwork (SVG) to JPEG with sharp and stores it through ImageStore, a few images at a time.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { ImageKind, ImageStore } from '../services/image-store.js';

export interface Artwork {
  kind: ImageKind;
  svg: string;
}

/**
 * Stores every artwork like an upload (same checks, same WebP variants) and returns the stored path of each key.
 * If any fails, the ones already written are removed before the error is thrown.
 */
export async function storeArtwork(
  images: ImageStore,
  byKey: ReadonlyMap<string, Artwork>,
): Promise<Map<string, string>> {
  const artworks = [...byKey.values()];
  const paths: string[] = new Array(artworks.length);
  let next = 0;
  const worker = async () => {
    while (next < artworks.length) {
      const index = next++;
      const artwork = artworks[index] as Artwork;
      const buffer = await sharp(Buffer.from(artwork.svg)).jpeg({ quality: 92 }).toBuffer();
      const [path] = await images.saveAll(artwork.kind, [
        { field: artwork.kind, filename: `seed-${index}.jpg`, buffer },
      ]);
      paths[index] = path as string;
    }
  };
  const workers = Array.from({ length: Math.min(4, availableParallelism()) }, worker);
  const results = await Promise.allSettled(workers);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await images.removeAll(paths.filter(Boolean));
    throw failure.reason;
  }
  return new Map([...byKey.keys()].map((key, index) => [key, paths[index] as string]));
}
