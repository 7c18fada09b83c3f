// What a category, location or offer type is used by, so the admin's delete dialog can say so (and where) before a
// delete is refused for it.
import { count, countDistinct, eq, type SQL, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Db } from '../db/client.js';
import { ads, stores } from '../db/schema.js';

/** How many store names the answer lists. */
const NAMED_STORES = 5;

export const RecordUsage = Type.Object({
  stores: Type.Integer({ description: 'Stores that use it (for an offer type: the stores with offers of that type)' }),
  offers: Type.Integer({ description: 'Offers that use it (for a category or location: the offers of those stores)' }),
  storeNames: Type.Array(Type.String(), { description: `The first ${NAMED_STORES} of those stores, by name` }),
});
export type RecordUsageView = Static<typeof RecordUsage>;

/** The stores matching `where` (over stores and their offers) and their offers. */
export function recordUsage(db: Db, where: SQL): RecordUsageView {
  const totals = db
    .select({ stores: countDistinct(stores.id), offers: count(ads.id) })
    .from(stores)
    .leftJoin(ads, eq(ads.storeId, stores.id))
    .where(where)
    .get();
  const names = db
    .selectDistinct({ name: stores.storeName })
    .from(stores)
    .leftJoin(ads, eq(ads.storeId, stores.id))
    .where(where)
    .orderBy(sql`${stores.storeName} collate nocase`)
    .limit(NAMED_STORES)
    .all();
  return { stores: totals?.stores ?? 0, offers: totals?.offers ?? 0, storeNames: names.map((row) => row.name) };
}
