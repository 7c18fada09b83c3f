// SQL for the admin's per-store report: offers, offers live today and views, one row per store.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ads, categories, districts, locations, stores } from '../../db/schema.js';
import { withStringId } from '../../lib/ids.js';
import { visibleOn } from '../offers/offer-visibility.js';

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Every store with its ad totals; `today` (YYYY-MM-DD in the region) decides which ads are active (paused: not). */
  stores(today: string) {
    return this.db
      .select({
        id: stores.id,
        storeName: stores.storeName,
        category: categories.title,
        district: districts.title,
        location: locations.locationName,
        offers: sql<number>`count(${ads.id})`,
        activeOffers: sql<number>`coalesce(sum(${visibleOn(ads, today)}), 0)`,
        views: sql<number>`coalesce(sum(${ads.clicks}), 0)`,
      })
      .from(stores)
      .innerJoin(categories, eq(categories.id, stores.categoryId))
      .innerJoin(locations, eq(locations.id, stores.locationId))
      .innerJoin(districts, eq(districts.id, locations.districtId))
      .leftJoin(ads, eq(ads.storeId, stores.id))
      .groupBy(stores.id)
      .orderBy(asc(sql`${stores.storeName} collate nocase`), asc(stores.id))
      .all()
      .map(withStringId);
  }
}
