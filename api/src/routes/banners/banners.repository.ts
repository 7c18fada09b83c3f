// SQL for the home-page banners.

import { desc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { banners } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Banner, Screen } from './schema.js';

/** The response shape, derived from the route schema so the two cannot drift. */
export type BannerView = Static<typeof Banner>;

function toView(row: typeof banners.$inferSelect): BannerView {
  return { _id: String(row.id), title: row.screen, bannerImage: row.images, createdAt: row.createdAt.toISOString() };
}

export class BannersRepository {
  constructor(private readonly db: Db) {}

  /** Newest first. */
  list(): BannerView[] {
    return this.db.select().from(banners).orderBy(desc(banners.createdAt), desc(banners.id)).all().map(toView);
  }

  create(screen: Screen, images: string[]): BannerView {
    return toView(this.db.insert(banners).values({ screen, images }).returning().get());
  }

  /** Deletes the banner and returns its image paths. */
  delete(id: number): string[] {
    const row = this.db.delete(banners).where(eq(banners.id, id)).returning().get();
    if (!row) throw new NotFoundError('Banner not found');
    return row.images;
  }
}
