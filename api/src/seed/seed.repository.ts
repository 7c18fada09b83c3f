// SQL for seeding: prepared statements that add reference data (reusing rows that already exist), stores, ads and banners.
import type { VisitorEvent } from '@offerboard/shared-types/rules';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { OpeningHours } from '../db/schema.js';
import type { OfferExtras } from '../routes/offers/offer-extras.js';

export interface StoreRow {
  storeName: string;
  storeNameMl: string | null;
  addressMl: string | null;
  ownerName: string;
  contact: string;
  email: string;
  address: string;
  locationId: number;
  categoryId: number;
  logoUrl: string;
  openingHours: OpeningHours;
  latitude: number;
  longitude: number;
  createdAt: number;
}

interface OfferRow extends OfferExtras {
  storeId: number;
  title: string;
  description: string;
  titleMl: string | null;
  descriptionMl: string | null;
  offerTypeId: number;
  startDate: string;
  endDate: string;
  images: readonly string[];
  clicks: number;
  createdAt: number;
}

interface StoreOffer {
  id: number;
  startDate: string;
  endDate: string;
}

interface AuditRow {
  at: number;
  action: string;
  itemType: string;
  itemId: string;
  itemName: string;
  changes: string;
}

type IdRow = { id: number } | undefined;

export class SeedRepository {
  private readonly statements: {
    storeCount: Statement<[], { n: number }>;
    bannerCount: Statement<[], { n: number }>;
    districts: Statement<[], { id: number; title: string; nameMl: string | null }>;
    insertLocation: Statement<[number, string, string | null]>;
    locationId: Statement<[number, string], { id: number }>;
    insertCategory: Statement<[string, string | null, string, number]>;
    categoryId: Statement<[string], { id: number }>;
    insertOfferType: Statement<[string, string | null]>;
    offerTypeId: Statement<[string], { id: number }>;
    insertStore: Statement<
      [
        string,
        string | null,
        string,
        string,
        string,
        string,
        string | null,
        number,
        number,
        string,
        string,
        number,
        number,
        number,
      ]
    >;
    insertOffer: Statement<Record<string, string | number | null>>;
    insertBanner: Statement<[string, string, number]>;
    insertOfferStats: Statement<[number, string, VisitorEvent, number]>;
    insertStoreStats: Statement<[number, string, VisitorEvent, number]>;
    offersOfStore: Statement<[number], StoreOffer>;
    insertDailyCounter: Statement<[string, string, number]>;
    insertAudit: Statement<AuditRow>;
  };

  constructor(private readonly db: Db) {
    const sqlite = db.$client;
    this.statements = {
      storeCount: sqlite.prepare('SELECT count(*) AS n FROM stores'),
      bannerCount: sqlite.prepare('SELECT count(*) AS n FROM banners'),
      districts: sqlite.prepare('SELECT id, title, name_ml AS nameMl FROM districts'),
      insertLocation: sqlite.prepare(
        'INSERT INTO locations (district_id, location_name, name_ml) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      locationId: sqlite.prepare('SELECT id FROM locations WHERE district_id = ? AND lower(location_name) = lower(?)'),
      insertCategory: sqlite.prepare(
        'INSERT INTO categories (title, title_ml, photos, clicks) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      categoryId: sqlite.prepare('SELECT id FROM categories WHERE lower(title) = lower(?)'),
      insertOfferType: sqlite.prepare('INSERT INTO offer_types (title, title_ml) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      offerTypeId: sqlite.prepare('SELECT id FROM offer_types WHERE lower(title) = lower(?)'),
      insertStore: sqlite.prepare(
        `INSERT INTO stores (store_name, store_name_ml, owner_name, contact, email, address, address_ml, location_id,
           category_id, logo_url, opening_hours, latitude, longitude, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertOffer: sqlite.prepare(
        `INSERT INTO ads (store_id, title, description, offer_type_id, start_date, end_date, images, clicks, created_at,
           coupon_code, terms, price_before_paise, price_after_paise, title_ml, description_ml, terms_ml)
         VALUES (@storeId, @title, @description, @offerTypeId, @startDate, @endDate, @images, @clicks, @createdAt,
           @couponCode, @terms, @priceBeforePaise, @priceAfterPaise, @titleMl, @descriptionMl, @termsMl)`,
      ),
      insertBanner: sqlite.prepare('INSERT INTO banners (screen, images, created_at) VALUES (?, ?, ?)'),
      insertOfferStats: sqlite.prepare('INSERT INTO offer_daily_stats (ad_id, day, type, count) VALUES (?, ?, ?, ?)'),
      insertStoreStats: sqlite.prepare(
        'INSERT INTO store_daily_stats (store_id, day, type, count) VALUES (?, ?, ?, ?)',
      ),
      offersOfStore: sqlite.prepare(
        'SELECT id, start_date AS startDate, end_date AS endDate FROM ads WHERE store_id = ? ORDER BY id',
      ),
      insertDailyCounter: sqlite.prepare(
        'INSERT INTO daily_counters (day, name, value) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      insertAudit: sqlite.prepare(
        `INSERT INTO audit_log (at, actor_id, actor_email, address, action, item_type, item_id, item_name, changes)
         VALUES (@at, NULL, 'admin@example.com', '203.0.113.9', @action, @itemType, @itemId, @itemName, @changes)`,
      ),
    };
  }

  hasStores(): boolean {
    return (this.statements.storeCount.get()?.n ?? 0) > 0;
  }

  hasBanners(): boolean {
    return (this.statements.bannerCount.get()?.n ?? 0) > 0;
  }

  /** Runs the writes as one transaction: all of them or none. */
  transaction<T>(write: () => T): T {
    return this.db.$client.transaction(write)();
  }

  districtIds(): Map<string, number> {
    return new Map(this.statements.districts.all().map((row) => [row.title, row.id]));
  }

  /** Each district's Malayalam name by its title (reference/districts.json). */
  districtNamesMl(): Map<string, string> {
    return new Map(this.statements.districts.all().flatMap((row) => (row.nameMl ? [[row.title, row.nameMl]] : [])));
  }

  /** The location's id, adding it unless the district already has one of that name. */
  location(districtId: number, name: string, nameMl: string | null): number {
    this.statements.insertLocation.run(districtId, name, nameMl);
    return existing(this.statements.locationId.get(districtId, name), name);
  }

  /** The category's id and whether it was added here (an existing category keeps its own photos). */
  category(
    title: string,
    titleMl: string | null,
    photos: readonly string[],
    clicks: number,
  ): { id: number; added: boolean } {
    const { changes } = this.statements.insertCategory.run(title, titleMl, JSON.stringify(photos), clicks);
    return { id: existing(this.statements.categoryId.get(title), title), added: changes === 1 };
  }

  offerType(title: string, titleMl: string | null): number {
    this.statements.insertOfferType.run(title, titleMl);
    return existing(this.statements.offerTypeId.get(title), title);
  }

  insertStore(store: StoreRow): number {
    const { lastInsertRowid } = this.statements.insertStore.run(
      store.storeName,
      store.storeNameMl,
      store.ownerName,
      store.contact,
      store.email,
      store.address,
      store.addressMl,
      store.locationId,
      store.categoryId,
      store.logoUrl,
      JSON.stringify(store.openingHours),
      store.latitude,
      store.longitude,
      store.createdAt,
    );
    return Number(lastInsertRowid);
  }

  insertOffer(offer: OfferRow): number {
    return Number(
      this.statements.insertOffer.run({
        ...offer,
        termsMl: offer.termsMl ?? null,
        images: JSON.stringify(offer.images),
      }).lastInsertRowid,
    );
  }

  insertOfferStats(adId: number, day: string, type: VisitorEvent, count: number): void {
    this.statements.insertOfferStats.run(adId, day, type, count);
  }

  insertStoreStats(storeId: number, day: string, type: VisitorEvent, count: number): void {
    this.statements.insertStoreStats.run(storeId, day, type, count);
  }

  /** The store's offers, oldest first, with their days. */
  offersOfStore(storeId: number): StoreOffer[] {
    return this.statements.offersOfStore.all(storeId);
  }

  insertDailyCounter(day: string, name: string, value: number): void {
    this.statements.insertDailyCounter.run(day, name, value);
  }

  insertAudit(entry: AuditRow): void {
    this.statements.insertAudit.run(entry);
  }

  insertBanner(screen: 'desktop' | 'mobile', image: string, createdAt: number): void {
    this.statements.insertBanner.run(screen, JSON.stringify([image]), createdAt);
  }
}

function existing(row: IdRow, name: string): number {
  if (!row) throw new Error(`Seed row for "${name}" was neither added nor found`);
  return row.id;
}
