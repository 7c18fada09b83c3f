// SQL for the admin's per-store report: offers, offers live today and views, one row per store.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ads, categories, districts, locations, storeOfferTotals, stores } from '../../db/schema.js';
import { withStringId } from '../../lib/ids.js';
import { visibleOn } from '../offers/offer-visibility.js';

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every store with its ad totals; `today` (YYYY-MM-DD in the region) decides which ads are active (paused: not).
   * Offers and views are the running totals the writes keep (store_offer_totals); the active ones are counted from
   * today's end day on (ads_store_days_idx), so the report costs the stores and their live offers, not their history.
   */
  stores(today: string) {
    return this.db
      .select({
        id: stores.id,
        storeName: stores.storeName,
        category: categories.title,
        district: districts.title,
        location: locations.locationName,
        offers: sql<number>`coalesce(${storeOfferTotals.offers}, 0)`,
        activeOffers: sql<number>`(SELECT count(*) FROM ${ads} WHERE ${ads.storeId} = ${stores.id} AND ${visibleOn(ads, today)})`,
        views: sql<number>`coalesce(${storeOfferTotals.views}, 0)`,
      })
      .from(stores)
      .innerJoin(categories, eq(categories.id, stores.categoryId))
      .innerJoin(locations, eq(locations.id, stores.locationId))
      .innerJoin(districts, eq(districts.id, locations.districtId))
      .leftJoin(storeOfferTotals, eq(storeOfferTotals.storeId, stores.id))
      .orderBy(asc(sql`${stores.storeName} collate nocase`), asc(stores.id))
      .all()
      .map(withStringId);
  }
}
