// How a route opens itself to store owners: `config: { admin: true, owner: { record: 'offer', param: 'adId' } }` names
// the path parameter that holds the record's id and what kind of record it is; the auth plugin finds the record's
// store with STORE_OF and lets the owner in only when that store is theirs. A new kind of record is one entry here.
// `owner: 'account'` opens a call on the signed-in account itself.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ads, stores } from '../db/schema.js';

export const STORE_OF = {
  store: (db: Db, id: number) => db.select({ storeId: stores.id }).from(stores).where(eq(stores.id, id)).get()?.storeId,
  offer: (db: Db, id: number) => db.select({ storeId: ads.storeId }).from(ads).where(eq(ads.id, id)).get()?.storeId,
} satisfies Record<string, (db: Db, id: number) => number | undefined>;

export type OwnerAccess =
  | {
      /** What the path parameter's id names. */
      record: keyof typeof STORE_OF;
      /** The path parameter holding it. */
      param: string;
    }
  /** A call on the signed-in account itself (who am I, sign out, change my password): open to every account. */
  | 'account';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An admin route that an owner may call too, on the records of their own stores (operator-only without it). An
     * owner's call on another store's record answers 403, on a record that does not exist 404.
     */
    owner?: OwnerAccess;
  }
}
