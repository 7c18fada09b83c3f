// SQL for offer types and the ads that use them.

import { asc, count, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { containsText, onePage, valueTaken } from '../../db/query-parts.js';
import { ads, offerTypes } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Titles } from '../../lib/malayalam-text.js';
import { type RecordUsageView, recordUsage } from '../../services/record-usage.js';
import type { OfferType } from './schema.js';

/** The response shape, derived from the route schema so the two cannot drift. */
type OfferTypeView = Static<typeof OfferType>;

function toView(row: { id: number; title: string; titleMl: string | null }): OfferTypeView {
  return { _id: String(row.id), title: row.title, titleMl: row.titleMl ?? undefined };
}

export class OfferTypesRepository {
  constructor(private readonly db: Db) {}

  /** Offer types by title; `search` matches inside the title in any case; no paging when `limit` is undefined. */
  list(options: { search?: string; page: number; limit?: number }) {
    const where = options.search ? containsText(offerTypes.title, options.search) : undefined;
    const total = this.db.select({ n: count() }).from(offerTypes).where(where).get()?.n ?? 0;
    const query = this.db
      .select({ id: offerTypes.id, title: offerTypes.title, titleMl: offerTypes.titleMl })
      .from(offerTypes)
      .where(where)
      .orderBy(sql`lower(${offerTypes.title})`, asc(offerTypes.id))
      .$dynamic();
    const rows = options.limit === undefined ? query.all() : onePage(query, options.page, options.limit).all();
    return { rows: rows.map(toView), total };
  }

  create({ title, titleMl }: Titles): OfferTypeView {
    return this.db.transaction(() => {
      this.assertTitleAvailable(title);
      return toView(this.db.insert(offerTypes).values({ title, titleMl }).returning().get());
    });
  }

  update(id: number, { title, titleMl }: Titles): OfferTypeView {
    return this.db.transaction(() => {
      this.assertExists(id);
      this.assertTitleAvailable(title, id);
      return toView(this.db.update(offerTypes).set({ title, titleMl }).where(eq(offerTypes.id, id)).returning().get());
    });
  }

  /** The offers of the type and their stores. */
  usage(id: number): RecordUsageView {
    this.assertExists(id);
    return recordUsage(this.db, eq(ads.offerTypeId, id));
  }

  /** Deletes an unused offer type; refuses while ads use it. */
  delete(id: number): void {
    this.db.transaction(() => {
      const used = this.usage(id).offers;
      if (used > 0) throw new ConflictError(`This offer type is used by ${used} ad(s). Change or delete them first.`);
      this.db.delete(offerTypes).where(eq(offerTypes.id, id)).run();
    });
  }

  private assertExists(id: number): void {
    const row = this.db.select({ id: offerTypes.id }).from(offerTypes).where(eq(offerTypes.id, id)).get();
    if (!row) throw new NotFoundError('Offer type not found');
  }

  private assertTitleAvailable(title: string, exceptId?: number): void {
    if (valueTaken(this.db, offerTypes, offerTypes.title, title, exceptId))
      throw new ConflictError('An offer type with this name already exists.');
  }
}
