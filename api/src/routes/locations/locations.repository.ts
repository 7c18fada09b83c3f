// SQL for districts and locations.

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { containsText, onePage } from '../../db/query-parts.js';
import { districts, locations, stores } from '../../db/schema.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { type RecordUsageView, recordUsage } from '../../services/record-usage.js';
import type { Location } from './schema.js';

/** The response shape, derived from the route schema so the two cannot drift. */
type LocationView = Static<typeof Location>;

const columns = {
  id: locations.id,
  district: districts.title,
  districtMl: districts.nameMl,
  locationName: locations.locationName,
  nameMl: locations.nameMl,
};

function toView(row: {
  id: number;
  district: string;
  districtMl: string | null;
  locationName: string;
  nameMl: string | null;
}): LocationView {
  return {
    _id: String(row.id),
    district: row.district,
    districtMl: row.districtMl ?? undefined,
    locationName: row.locationName,
    nameMl: row.nameMl ?? undefined,
  };
}

export class LocationsRepository {
  constructor(private readonly db: Db) {}

  districts() {
    return this.db
      .select()
      .from(districts)
      .orderBy(asc(districts.id))
      .all()
      .map((d) => ({ id: String(d.id), title: d.title, nameMl: d.nameMl ?? undefined }));
  }

  /** The district with this title (any case), or a 400 naming it. */
  districtByTitle(title: string) {
    const row = this.db.select().from(districts).where(sql`lower(${districts.title}) = lower(${title.trim()})`).get();
    if (!row) throw new BadRequestError(`Unknown district: ${title}`);
    return row;
  }

  /** Locations by district then name; `search` matches inside the name in any case. */
  list(options: { page: number; limit: number; paginated: boolean; district?: string; search?: string }) {
    const where = and(
      options.district ? eq(locations.districtId, this.districtByTitle(options.district).id) : undefined,
      options.search ? containsText(locations.locationName, options.search) : undefined,
    );
    const total = this.db.select({ n: count() }).from(locations).where(where).get()?.n ?? 0;
    const query = this.db
      .select(columns)
      .from(locations)
      .innerJoin(districts, eq(districts.id, locations.districtId))
      .where(where)
      .orderBy(asc(districts.id), asc(sql`lower(${locations.locationName})`))
      .$dynamic();
    const rows = options.paginated ? onePage(query, options.page, options.limit).all() : query.all();
    return { rows: rows.map(toView), total };
  }

  find(id: number): LocationView {
    const row = this.db
      .select(columns)
      .from(locations)
      .innerJoin(districts, eq(districts.id, locations.districtId))
      .where(eq(locations.id, id))
      .get();
    if (!row) throw new NotFoundError('Location not found');
    return toView(row);
  }

  /** `nameMl`: the Malayalam name (null: none; undefined: an edit keeps it). */
  create(districtTitle: string, locationName: string, nameMl?: string | null): LocationView {
    return this.db.transaction(() => {
      const district = this.districtByTitle(districtTitle);
      this.assertUnique(district.id, locationName);
      const { id } = this.db
        .insert(locations)
        .values({ districtId: district.id, locationName, nameMl })
        .returning({ id: locations.id })
        .get();
      return this.find(id);
    });
  }

  update(id: number, districtTitle: string, locationName: string, nameMl?: string | null): LocationView {
    return this.db.transaction(() => {
      this.find(id);
      const district = this.districtByTitle(districtTitle);
      this.assertUnique(district.id, locationName, id);
      this.db
        .update(locations)
        .set({ districtId: district.id, locationName, nameMl })
        .where(eq(locations.id, id))
        .run();
      return this.find(id);
    });
  }

  /** The stores at the location and their offers. */
  usage(id: number): RecordUsageView {
    this.find(id);
    return recordUsage(this.db, eq(stores.locationId, id));
  }

  delete(id: number): void {
    this.db.transaction(() => {
      const used = this.usage(id).stores;
      if (used > 0) {
        throw new ConflictError(
          `This location is used by ${used} store${used === 1 ? '' : 's'}. Move or delete them first.`,
        );
      }
      this.db.delete(locations).where(eq(locations.id, id)).run();
    });
  }

  private assertUnique(districtId: number, locationName: string, exceptId?: number): void {
    const clash = this.db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.districtId, districtId),
          sql`lower(${locations.locationName}) = lower(${locationName})`,
          exceptId === undefined ? undefined : sql`${locations.id} <> ${exceptId}`,
        ),
      )
      .get();
    if (clash) throw new ConflictError(`${locationName} already exists in this district.`);
  }
}
