// SQL for the store import: which names are taken, the references each row names, and writing every row at once.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import type { FieldError } from '../../lib/errors.js';
import type { StoreFields } from './store-form.js';
import type { StorePlace } from './store-place.js';
import { referenceIds, type StoreReferences, StoresRepository, storeTextColumns } from './stores.repository.js';

/** Names looked up per query, so that each query binds a bounded number of values. */
const NAMES_PER_QUERY = 500;

export interface ImportedStore {
  fields: StoreFields;
  place: Partial<StorePlace>;
  references: StoreReferences;
}

export class StoreImportRepository {
  private readonly stores: StoresRepository;

  constructor(private readonly db: Db) {
    this.stores = new StoresRepository(db);
  }

  /** Which of these names (any case) a store already has, lower-cased. */
  existingNames(names: readonly string[]): Set<string> {
    const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
    const found = new Set<string>();
    for (let start = 0; start < lowered.length; start += NAMES_PER_QUERY) {
      const chunk = lowered.slice(start, start + NAMES_PER_QUERY);
      for (const row of this.db
        .select({ name: sql<string>`lower(${stores.storeName})` })
        .from(stores)
        .where(inArray(sql`lower(${stores.storeName})`, chunk))
        .all()) {
        found.add(row.name);
      }
    }
    return found;
  }

  /** The ids behind a row's district, location and category, as the store form finds them, or what is wrong. */
  findReferences(fields: Pick<StoreFields, 'district' | 'location' | 'category'>): StoreReferences | FieldError {
    return this.stores.findReferences(fields);
  }

  /** Inserts every store in one transaction: all of them or, on any failure, none. */
  createMany(rows: readonly ImportedStore[], logoUrl: string): number {
    return this.db.transaction((tx) => {
      for (const { fields, place, references } of rows) {
        tx.insert(stores)
          .values({ ...storeTextColumns(fields), ...place, logoUrl, ...referenceIds(references) })
          .run();
      }
      return rows.length;
    });
  }
}
