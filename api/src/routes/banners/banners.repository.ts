// SQL for the home-page banners.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Screen } from './schema.js';

export interface BannerView {
  _id: string;
  title: Screen;
  bannerImage: string[];
  createdAt: string;
}

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
