// SQL for store categories: their photos, their click counts, and the stores that use them.

import { asc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { valueTaken } from '../../db/query-parts.js';
import { categories, stores } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Titles } from '../../lib/malayalam-text.js';
import { type ImageWrite, keptImages } from '../../services/image-changes.js';
import { type RecordUsageView, recordUsage } from '../../services/record-usage.js';
import type { Category } from './schema.js';

/** The response shape, derived from the route schema so the two cannot drift. */
export type CategoryView = Static<typeof Category>;

type CategoryRow = typeof categories.$inferSelect;

function toView(row: CategoryRow): CategoryView {
  return {
    _id: String(row.id),
    title: row.title,
    titleMl: row.titleMl ?? undefined,
    catPhotographs: row.photos,
    clicks: row.clicks,
  };
}

export class CategoriesRepository {
  constructor(private readonly db: Db) {}

  list(): CategoryView[] {
    return this.db
      .select()
      .from(categories)
      .orderBy(sql`lower(${categories.title})`, asc(categories.id))
      .all()
      .map(toView);
  }

  find(id: number): CategoryView {
    return toView(this.row(id));
  }

  assertTitleAvailable(title: string, exceptId?: number): void {
    if (valueTaken(this.db, categories, categories.title, title, exceptId))
      throw new ConflictError('A category with this title already exists.');
  }

  create({ title, titleMl }: Titles, photos: string[]): CategoryView {
    return this.db.transaction(() => {
      this.assertTitleAvailable(title);
      return toView(this.db.insert(categories).values({ title, titleMl, photos }).returning().get());
    });
  }

  /** Checks an edit (the category exists, the title is free, the kept photos are its own and fit) before any upload. */
  checkUpdate(id: number, title: string, keep: readonly string[], newCount: number) {
    const row = this.row(id);
    this.assertTitleAvailable(title, id);
    return { row, kept: keptImages(row.photos, keep, newCount) };
  }

  update(
    id: number,
    { title, titleMl }: Titles,
    keep: readonly string[],
    newPhotos: string[],
  ): ImageWrite<CategoryView> {
    return this.db.transaction(() => {
      const { row, kept } = this.checkUpdate(id, title, keep, newPhotos.length);
      const updated = this.db
        .update(categories)
        .set({ title, titleMl, photos: [...kept, ...newPhotos] })
        .where(eq(categories.id, id))
        .returning()
        .get();
      return { result: toView(updated), obsolete: row.photos.filter((path) => !kept.includes(path)) };
    });
  }

  /** The stores in the category and their offers. */
  usage(id: number): RecordUsageView {
    this.row(id);
    return recordUsage(this.db, eq(stores.categoryId, id));
  }

  /** Deletes an unused category and returns its photo paths; refuses while stores use it. */
  delete(id: number): string[] {
    return this.db.transaction(() => {
      const row = this.row(id);
      const used = this.usage(id).stores;
      if (used > 0) throw new ConflictError(`This category is used by ${used} store(s). Move or delete them first.`);
      this.db.delete(categories).where(eq(categories.id, id)).run();
      return row.photos;
    });
  }

  /** Adds one click and returns the new total. */
  click(id: number): number {
    const row = this.db
      .update(categories)
      .set({ clicks: sql`${categories.clicks} + 1` })
      .where(eq(categories.id, id))
      .returning({ clicks: categories.clicks })
      .get();
    if (!row) throw new NotFoundError('Category not found');
    return row.clicks;
  }

  private row(id: number): CategoryRow {
    const row = this.db.select().from(categories).where(eq(categories.id, id)).get();
    if (!row) throw new NotFoundError('Category not found');
    return row;
  }
}
