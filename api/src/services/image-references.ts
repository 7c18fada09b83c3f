// Whether a stored image path is still referenced by any record, so shared files are never deleted from under one.
import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { ImageInUse } from './image-store.js';

/** Every stored image path a record holds, one row each (a shared image once per record). */
const REFERENCED_PATHS = `
  SELECT logo_url AS path FROM stores
  UNION ALL SELECT image.value FROM ads, json_each(ads.images) AS image
  UNION ALL SELECT photo.value FROM categories, json_each(categories.photos) AS photo
  UNION ALL SELECT image.value FROM banners, json_each(banners.images) AS image
  UNION ALL SELECT image.value FROM review_items, json_each(review_items.proposed, '$.images') AS image`;

export function imageReferences(db: Db): ImageInUse {
  const statement = db.$client.prepare(`SELECT 1 FROM (${REFERENCED_PATHS}) WHERE path = @path LIMIT 1`);
  return (path) => statement.get({ path }) !== undefined;
}

/** Every stored image path that some record references (in the app's database, or in a backup's copy of it). */
export function referencedImages(sqlite: Database.Database): Set<string> {
  const rows = sqlite.prepare(`SELECT DISTINCT path FROM (${REFERENCED_PATHS})`).pluck().all() as string[];
  return new Set(rows);
}
