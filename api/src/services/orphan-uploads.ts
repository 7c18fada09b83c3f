// A crash between writing an upload's files and committing its row leaves files that nothing references. At start,
// such files are removed once they are old enough that no request can still be about to reference them; while the API
// runs, only the images it wrote since are checked (a failed request's), not every file against every record.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_KINDS, storedImageOf, variantsOf } from './image-store.js';

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

/**
 * Of `written` (stored image paths this process wrote), removes the files of those no record references once they are
 * older than minAgeMs; returns how many images it removed and those still too young to judge, for the next sweep.
 * `referencedAmong` tells which of the old enough ones a record references.
 */
export async function removeOrphanImages(
  uploadsDir: string,
  written: readonly string[],
  referencedAmong: (paths: string[]) => ReadonlySet<string>,
  minAgeMs = ORPHAN_MIN_AGE_MS,
  now = Date.now(),
): Promise<{ removed: number; pending: string[] }> {
  const filesOf = (path: string) => variantsOf(path).map((file) => join(uploadsDir, '..', file));
  const pending: string[] = [];
  const due: string[] = [];
  for (const path of written) {
    const modified = await stat(filesOf(path)[0] ?? '').then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined) (now - modified < minAgeMs ? pending : due).push(path);
  }
  const referenced = due.length > 0 ? referencedAmong(due) : new Set<string>();
  const orphans = due.filter((path) => !referenced.has(path));
  await Promise.all(orphans.flatMap(filesOf).map((file) => rm(file, { force: true })));
  return { removed: orphans.length, pending };
}
