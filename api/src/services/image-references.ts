// Whether a stored image path is still referenced by any record, so shared files are never deleted from under one.
import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { ImageInUse } from './image-store.js';

/** Every stored image path a record holds, one row each (a shared image once per record). */
const REFERENCED_PATHS = `
  SELECT logo_url AS path FROM stores
  UNION ALL SELECT image.value FROM ads, json_each(ads.images) AS image
  UNION ALL SELECT photo.value FROM categories, json_each(categories.photos) AS photo
  UNION ALL SELECT image.value FROM banners, json_each(banners.images) AS image`;

/** The images of owners' proposed changes (migration 0012; a replica restored from before it has no such table). */
const PROPOSED_PATHS = `
  UNION ALL SELECT image.value FROM review_items, json_each(review_items.proposed, '$.images') AS image`;

function referencedPaths(sqlite: Database.Database): string {
  const reviews = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'review_items'").get();
  return reviews ? REFERENCED_PATHS + PROPOSED_PATHS : REFERENCED_PATHS;
}

export function imageReferences(db: Db): ImageInUse {
  const statement = db.$client.prepare(`SELECT 1 FROM (${referencedPaths(db.$client)}) WHERE path = @path LIMIT 1`);
  return (path) => statement.get({ path }) !== undefined;
}

/** Every stored image path that some record references (in the app's database, or in a backup's or replica's copy). */
export function referencedImages(sqlite: Database.Database): Set<string> {
  const rows = sqlite
    .prepare(`SELECT DISTINCT path FROM (${referencedPaths(sqlite)})`)
    .pluck()
    .all() as string[];
  return new Set(rows);
}

/** Which of `paths` some record references: one read of every record, however many paths are asked about. */
export function referencedAmong(sqlite: Database.Database, paths: readonly string[]): Set<string> {
  const rows = sqlite
    .prepare(`SELECT DISTINCT path FROM (${referencedPaths(sqlite)}) WHERE path IN (SELECT value FROM json_each(?))`)
    .pluck()
    .all(JSON.stringify(paths)) as string[];
  return new Set(rows);
}
