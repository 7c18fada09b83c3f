// A crash between writing an upload's files and committing its row leaves files that nothing references. At start,
// such files are removed once they are old enough that no request can still be about to reference them.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_KINDS, storedImageOf } from './image-store.js';

/** Older than any upload request can take between writing its files and committing its row. */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;

/** Removes image files under uploadsDir whose image no record references and that are older than minAgeMs. */
export async function removeOrphanUploads(
  uploadsDir: string,
  referenced: ReadonlySet<string>,
  minAgeMs = ORPHAN_MIN_AGE_MS,
  now = Date.now(),
): Promise<number> {
  const inUse = new Set([...referenced].map(storedImageOf));
  let removed = 0;
  for (const kind of IMAGE_KINDS) {
    const names = await readdir(join(uploadsDir, kind)).catch(() => []);
    for (const name of names) {
      const image = storedImageOf(`uploads/${kind}/${name}`);
      if (image === undefined || inUse.has(image)) continue;
      const file = join(uploadsDir, kind, name);
      const modified = await stat(file).then(
        (info) => info.mtimeMs,
        () => now,
      );
      if (now - modified < minAgeMs) continue;
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
