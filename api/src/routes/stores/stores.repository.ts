// SQL for stores: each read with its location, district and category; deleting one takes its ads with it. The
// import's own queries are in store-import.repository.ts.

import { and, asc, count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { containsText, onePage } from '../../db/query-parts.js';
import { ads, categories, districts, locations, stores } from '../../db/schema.js';
import { notFoundAmong } from '../../lib/bulk.js';
import { BadRequestError, type FieldError, NotFoundError } from '../../lib/errors.js';
import { withStringId } from '../../lib/ids.js';
import type { ImageWrite } from '../../services/image-changes.js';
import { LocationsRepository } from '../locations/locations.repository.js';
import { visibleOn } from '../offers/offer-visibility.js';
import type { OfferStore } from '../offers/schema.js';
import type { Store, StoreListItem } from './schema.js';
import type { StoreFields } from './store-form.js';
import type { StorePlace } from './store-place.js';

/** The response shape, derived from the route schema so the two cannot drift. */
export type StoreView = Static<typeof Store>;
type StoreListView = Static<typeof StoreListItem>;
type OfferStoreData = Static<typeof OfferStore>;

export interface StoreFilters {
  search?: string;
  category?: string;
  district?: string;
  location?: string;
}

const columns = {
  id: stores.id,
  storeName: stores.storeName,
  storeNameMl: stores.storeNameMl,
  ownerName: stores.ownerName,
  contact: stores.contact,
  email: stores.email,
  address: stores.address,
  addressMl: stores.addressMl,
  district: districts.title,
  districtMl: districts.nameMl,
  locationId: locations.id,
  locationName: locations.locationName,
  locationNameMl: locations.nameMl,
  categoryId: categories.id,
  categoryTitle: categories.title,
  categoryTitleMl: categories.titleMl,
  logoUrl: stores.logoUrl,
  openingHours: stores.openingHours,
  latitude: stores.latitude,
  longitude: stores.longitude,
  trusted: stores.trusted,
  createdAt: stores.createdAt,
};

type Column<K extends keyof typeof columns> = (typeof columns)[K]['_'];
type StoreRow = {
  [K in keyof typeof columns]: Column<K>['notNull'] extends true ? Column<K>['data'] : Column<K>['data'] | null;
};

function toView({
  locationId,
  locationName,
  locationNameMl,
  categoryId,
  categoryTitle,
  categoryTitleMl,
  storeNameMl,
  addressMl,
  districtMl,
  openingHours,
  createdAt,
  ...store
}: StoreRow): StoreView {
  return {
    ...withStringId(store),
    storeNameMl: storeNameMl ?? undefined,
    addressMl: addressMl ?? undefined,
    districtMl: districtMl ?? undefined,
    location: { _id: String(locationId), locationName, nameMl: locationNameMl ?? undefined },
    category: { _id: String(categoryId), title: categoryTitle, titleMl: categoryTitleMl ?? undefined },
    openingHours: openingHours ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** A list row: the location and category by name, their ids beside them. */
function toListView(row: StoreRow): StoreListView {
  const { location, category, ...store } = toView(row);
  return {
    ...store,
    location: location.locationName,
    locationMl: location.nameMl,
    locationId: location._id,
    category: category.title,
    categoryMl: category.titleMl,
    categoryId: category._id,
  };
}

/** The ids a store row points at, and the names they stand for (as the preview of an import shows them). */
export interface StoreReferences {
  locationId: number;
  categoryId: number;
  names: { district: string; location: string; category: string };
}

/** The columns of a store row that hold its own text (the form's fields other than its references). */
export function storeTextColumns(fields: StoreFields) {
  const { storeName, storeNameMl, ownerName, contact, email, address, addressMl } = fields;
  return { storeName, storeNameMl, ownerName, contact, email, address, addressMl };
}

/** The columns of a store row that hold its references. */
export function referenceIds({ locationId, categoryId }: StoreReferences) {
  return { locationId, categoryId };
}

/** A filter value naming a row by its id or by its name, in any case. */
function idOrName(id: SQLWrapper, name: SQLWrapper, value: string): SQL {
  return sql`(cast(${id} as text) = ${value} or lower(${name}) = lower(${value}))`;
}

export class StoresRepository {
  private readonly locations: LocationsRepository;

  constructor(private readonly db: Db) {
    this.locations = new LocationsRepository(db);
  }

  /** Newest first. */
  list(filters: StoreFilters, page: number, limit: number) {
    const where = and(
      filters.search ? containsText(stores.storeName, filters.search) : undefined,
      filters.category ? idOrName(categories.id, categories.title, filters.category) : undefined,
      filters.district ? sql`lower(${districts.title}) = lower(${filters.district})` : undefined,
      filters.location ? idOrName(locations.id, locations.locationName, filters.location) : undefined,
    );
    const total =
      this.joined(this.db.select({ n: count() }).from(stores).$dynamic())
        .where(where)
        .get()?.n ?? 0;
    const query = this.joined(this.db.select(columns).from(stores).$dynamic())
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id));
    const rows = onePage(query, page, limit).all();
    return { rows: rows.map(toListView), total };
  }

  find(id: number): StoreView {
    const row = this.joined(this.db.select(columns).from(stores).$dynamic()).where(eq(stores.id, id)).get();
    if (!row) throw new NotFoundError('Store not found');
    return toView(row);
  }

  /** The store as the public sees it, as offers embed it: names rather than ids, and no owner. */
  publicView(id: number): OfferStoreData {
    const {
      ownerName: _ownerName,
      createdAt: _createdAt,
      trusted: _trusted,
      location,
      category,
      ...store
    } = this.find(id);
    return {
      ...store,
      location: location.locationName,
      locationMl: location.nameMl,
      category: category.title,
      categoryMl: category.titleMl,
    };
  }

  /**
   * Every store's id and name, by name; with `liveOn` (a day) only the stores with an offer visible that day, each
   * looked up by store and end day in ads_store_days_idx (not through its ended offers).
   */
  names(liveOn?: string) {
    const live = liveOn
      ? sql`EXISTS (SELECT 1 FROM ${ads} WHERE ${ads.storeId} = ${stores.id} AND ${visibleOn(ads, liveOn)})`
      : undefined;
    return this.db
      .select({ id: stores.id, storeName: stores.storeName, storeNameMl: stores.storeNameMl })
      .from(stores)
      .where(live)
      .orderBy(sql`${stores.storeName} collate nocase`, asc(stores.id))
      .all()
      .map((row) => ({ _id: String(row.id), storeName: row.storeName, storeNameMl: row.storeNameMl ?? undefined }));
  }

  /** The ids behind the form's district, location and category, or a 400 saying which one is wrong. */
  resolveReferences(fields: Pick<StoreFields, 'district' | 'location' | 'category'>) {
    const found = this.findReferences(fields);
    if ('field' in found) throw new BadRequestError(found.message);
    return found;
  }

  /** The ids behind a district, location and category, or the first field that names none (and why). */
  findReferences(fields: Pick<StoreFields, 'district' | 'location' | 'category'>): StoreReferences | FieldError {
    let district: { id: number; title: string };
    try {
      district = this.locations.districtByTitle(fields.district);
    } catch (error) {
      if (error instanceof BadRequestError) return { field: 'district', message: error.message };
      throw error;
    }
    const matches = this.db
      .select({ id: locations.id, districtId: locations.districtId, locationName: locations.locationName })
      .from(locations)
      .where(idOrName(locations.id, locations.locationName, fields.location))
      .all();
    const location = matches.find((match) => match.districtId === district.id);
    if (!location) {
      return {
        field: 'location',
        message:
          matches.length > 0
            ? 'Location does not belong to the selected district.'
            : `Unknown location: ${fields.location}`,
      };
    }
    const category = this.db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(idOrName(categories.id, categories.title, fields.category))
      .orderBy(sql`cast(${categories.id} as text) = ${fields.category} desc`)
      .get();
    if (!category) return { field: 'category', message: `Unknown category: ${fields.category}` };
    return {
      locationId: location.id,
      categoryId: category.id,
      names: { district: district.title, location: location.locationName, category: category.title },
    };
  }

  create(fields: StoreFields, place: Partial<StorePlace>, logoUrl: string): ImageWrite<StoreView> {
    return this.db.transaction(() => {
      const { id } = this.db
        .insert(stores)
        .values({ ...this.columnValues(fields), ...place, logoUrl })
        .returning({ id: stores.id })
        .get();
      return { result: this.find(id), obsolete: [] };
    });
  }

  /** Updates the store (place fields left out stay as they are); a new logo replaces the old one, now obsolete. */
  update(
    id: number,
    fields: StoreFields,
    place: Partial<StorePlace>,
    newLogoUrl: string | undefined,
  ): ImageWrite<StoreView> {
    return this.db.transaction(() => {
      const { logoUrl } = this.find(id);
      this.db
        .update(stores)
        .set({ ...this.columnValues(fields), ...place, logoUrl: newLogoUrl ?? logoUrl })
        .where(eq(stores.id, id))
        .run();
      return { result: this.find(id), obsolete: newLogoUrl ? [logoUrl] : [] };
    });
  }

  /** Marks the store trusted (its owners' offers and changes publish without review) or not. */
  setTrusted(id: number, trusted: boolean): StoreView {
    return this.db.transaction(() => {
      this.find(id);
      this.db.update(stores).set({ trusted }).where(eq(stores.id, id)).run();
      return this.find(id);
    });
  }

  /** Deletes the store and its ads in one transaction (so the search index triggers fire); returns their images. */
  delete(id: number): string[] {
    return this.db.transaction((tx) => {
      const store = tx.select({ logoUrl: stores.logoUrl }).from(stores).where(eq(stores.id, id)).get();
      if (!store) throw new NotFoundError('Store not found');
      const offerImages = tx
        .select({ images: ads.images })
        .from(ads)
        .where(eq(ads.storeId, id))
        .all()
        .flatMap((offer) => offer.images);
      tx.delete(ads).where(eq(ads.storeId, id)).run();
      tx.delete(stores).where(eq(stores.id, id)).run();
      return [store.logoUrl, ...offerImages];
    });
  }

  /** Deletes every store with its ads in one transaction; returns their images. */
  deleteMany(ids: readonly number[]): string[] {
    return this.db.transaction(() => {
      const missing = ids.filter(
        (id) => !this.db.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).get(),
      );
      if (missing.length > 0) throw notFoundAmong(missing.length, 'store');
      return ids.flatMap((id) => this.delete(id));
    });
  }

  private columnValues(fields: StoreFields) {
    return { ...storeTextColumns(fields), ...referenceIds(this.resolveReferences(fields)) };
  }

  /** Selects from stores joined to their location, district and category. */
  private joined<T extends SQLiteSelect>(query: T) {
    return query
      .innerJoin(locations, eq(locations.id, stores.locationId))
      .innerJoin(districts, eq(districts.id, locations.districtId))
      .innerJoin(categories, eq(categories.id, stores.categoryId));
  }
}
