// What the audit log knows about each kind of item: how to read one as a flat record of named fields (for the
// before/after of a change), which field is its name, which fields are images (recorded as counts) and which are
// never recorded. A new column appears in the log by itself; a new kind of item is one entry here.
import { eq, gt, inArray, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.js';
import {
  adminUsers,
  ads,
  banners,
  categories,
  contactMessages,
  districts,
  locations,
  offerTypes,
  ownerInvites,
  reviewItems,
  stores,
} from '../db/schema.js';

export const AUDIT_ITEM_TYPES = [
  'store',
  'offer',
  'banner',
  'category',
  'location',
  'offerType',
  'message',
  'admin',
  'invite',
  'review',
  'counter',
] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

/** An item as the log records it: its name and its fields (images as counts, references by name). */
export interface ItemSnapshot {
  name: string;
  fields: Record<string, unknown>;
  /** Where a link to the item needs more than its id (an offer is shown on its store's page). */
  storeId?: number;
}

/** A column that holds another item's id, recorded as that item's name under `field`. */
interface Reference {
  field: string;
  table: SQLiteTable & { id: SQLiteColumn };
  name: SQLiteColumn;
}

/**
 * The columns that hold another item's id, by their name in the row: a column of that name means the same link in
 * every table that has it (a store's `locationId`, an offer's `storeId`, a banner's `linkOfferId`). Held to the schema's
 * foreign keys by test/services/audited-items.test.ts.
 */
export const REFERENCES: Readonly<Record<string, Reference>> = {
  locationId: { field: 'location', table: locations, name: locations.locationName },
  categoryId: { field: 'category', table: categories, name: categories.title },
  storeId: { field: 'store', table: stores, name: stores.storeName },
  offerTypeId: { field: 'offerType', table: offerTypes, name: offerTypes.title },
  linkStoreId: { field: 'linkStore', table: stores, name: stores.storeName },
  linkOfferId: { field: 'linkOffer', table: ads, name: ads.title },
  adId: { field: 'offer', table: ads, name: ads.title },
  districtId: { field: 'district', table: districts, name: districts.title },
};

interface TableItem {
  table: SQLiteTable & { id: SQLiteColumn };
  /** The row property that names the item. */
  name: string;
  images?: readonly string[];
  /** Never recorded: secrets, and counters that change on every visit. */
  hidden?: readonly string[];
  storeId?: string;
}

export const TABLE_ITEMS: Record<Exclude<AuditItemType, 'counter'>, TableItem> = {
  store: { table: stores, name: 'storeName', images: ['logoUrl'] },
  offer: { table: ads, name: 'title', images: ['images'], hidden: ['clicks'], storeId: 'storeId' },
  banner: { table: banners, name: 'screen', images: ['images'] },
  category: { table: categories, name: 'title', images: ['photos'], hidden: ['clicks'] },
  location: { table: locations, name: 'locationName' },
  offerType: { table: offerTypes, name: 'title' },
  message: { table: contactMessages, name: 'name' },
  admin: { table: adminUsers, name: 'email', hidden: ['passwordHash'] },
  invite: { table: ownerInvites, name: 'email', hidden: ['tokenHash'] },
  review: { table: reviewItems, name: 'title' },
};

const ALWAYS_HIDDEN = new Set(['id', 'createdAt']);

/** Counters have no table of their own: each resettable total is read as one value. */
const COUNTER_READS: Record<string, string> = {
  visitors: "SELECT coalesce((SELECT value FROM counters WHERE name = 'visitors'), 0) AS value",
  adClicks: "SELECT coalesce((SELECT value FROM counters WHERE name = 'adClicks'), 0) AS value",
  categoryClicks: 'SELECT coalesce(sum(clicks), 0) AS value FROM categories',
};

function imageCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'string' && value !== '' ? 1 : 0;
}

function recorded(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

export class AuditedItems {
  constructor(private readonly db: Db) {}

  /** The items of one type by id (or counter name), as they are now; absent ones are missing from the map. */
  read(type: AuditItemType, keys: readonly string[]): Map<string, ItemSnapshot> {
    const found = new Map<string, ItemSnapshot>();
    if (keys.length === 0) return found;
    if (type === 'counter') {
      for (const key of keys) {
        const query = COUNTER_READS[key];
        if (!query) continue;
        const { value } = this.db.$client.prepare(query).get() as { value: number };
        found.set(key, { name: key, fields: { value } });
      }
      return found;
    }
    const item = TABLE_ITEMS[type];
    const ids = keys.map(Number).filter(Number.isSafeInteger);
    if (ids.length === 0) return found;
    const rows = this.db.select().from(item.table).where(inArray(item.table.id, ids)).all() as Array<
      Record<string, unknown>
    >;
    for (const row of rows) found.set(String(row.id), this.snapshot(item, row));
    return found;
  }

  /** The highest id of an item type now (0 when none): what a write creates afterwards has a higher one. */
  newestId(type: AuditItemType): number {
    if (type === 'counter') return 0;
    const { table } = TABLE_ITEMS[type];
    return (
      this.db
        .select({ newest: sql<number>`coalesce(max(${table.id}), 0)` })
        .from(table)
        .get()?.newest ?? 0
    );
  }

  /** The ids of the items of a type created since `newestId` answered `since`, as keys. */
  idsAfter(type: AuditItemType, since: number): string[] {
    if (type === 'counter') return [];
    const { table } = TABLE_ITEMS[type];
    const rows = this.db.select({ id: table.id }).from(table).where(gt(table.id, since)).orderBy(table.id).all();
    return rows.map((row) => String(row.id));
  }

  /** Which of the ids still exist (for links from the log), with an offer's store. */
  existing(type: AuditItemType, keys: readonly string[]): Map<string, { storeId?: number }> {
    if (type === 'counter') return new Map(keys.filter((key) => key in COUNTER_READS).map((key) => [key, {}]));
    const item = TABLE_ITEMS[type];
    const ids = keys.map(Number).filter(Number.isSafeInteger);
    if (ids.length === 0) return new Map();
    const storeColumn = item.storeId
      ? (item.table as unknown as Record<string, SQLiteColumn>)[item.storeId]
      : undefined;
    const rows = this.db
      .select({ id: item.table.id, ...(storeColumn && { storeId: storeColumn }) })
      .from(item.table)
      .where(inArray(item.table.id, ids))
      .all() as Array<{ id: number; storeId?: number }>;
    return new Map(rows.map((row) => [String(row.id), row.storeId === undefined ? {} : { storeId: row.storeId }]));
  }

  /** The admin account with this e-mail, if there is one (failed logins name an account by e-mail only). */
  adminByEmail(email: string): string | undefined {
    const row = this.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, sql`lower(${email})`))
      .get();
    return row ? String(row.id) : undefined;
  }

  private snapshot(item: TableItem, row: Record<string, unknown>): ItemSnapshot {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (ALWAYS_HIDDEN.has(key) || item.hidden?.includes(key)) continue;
      const reference = REFERENCES[key];
      if (reference) fields[reference.field] = this.nameOf(reference, value);
      else if (item.images?.includes(key)) fields[key] = { images: imageCount(value), paths: value };
      else fields[key] = recorded(value);
    }
    const storeId = item.storeId ? Number(row[item.storeId]) : undefined;
    return { name: String(row[item.name] ?? ''), fields, storeId };
  }

  private nameOf(reference: Reference, id: unknown): string | null {
    if (typeof id !== 'number') return null;
    const row = this.db.select({ name: reference.name }).from(reference.table).where(eq(reference.table.id, id)).get();
    return row ? String(row.name) : null;
  }
}
