// Whether a stored image path is still referenced by any record, so shared files are never deleted from under one.
import type { Db } from '../db/client.js';
import type { ImageInUse } from './image-store.js';

export function imageReferences(db: Db): ImageInUse {
  const statement = db.$client.prepare(`
    SELECT 1 FROM stores WHERE logo_url = @path
    UNION ALL SELECT 1 FROM ads, json_each(ads.images) AS image WHERE image.value = @path
    UNION ALL SELECT 1 FROM categories, json_each(categories.photos) AS photo WHERE photo.value = @path
    UNION ALL SELECT 1 FROM banners, json_each(banners.images) AS image WHERE image.value = @path
    LIMIT 1`);
  return (path) => statement.get({ path }) !== undefined;
}
