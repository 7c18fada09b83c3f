import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_OWNER } from '@offerboard/shared-types/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/db/client.js';
import { WEEKDAYS } from '../../src/db/schema.js';
import { normaliseText } from '../../src/lib/malayalam-text.js';
import { addDays, regionDay } from '../../src/lib/region-time.js';
import { seedBenchData } from '../../src/seed/bench-data.js';
import { seedDemoData } from '../../src/seed/demo-data.js';
import { KERALA_TOWNS } from '../../src/seed/kerala-places.js';
import { DEMO_STORES } from '../../src/seed/kerala-shops.js';
import type { SeedCounts } from '../../src/seed/shared-seed-data.js';
import { ImageStore, variantsOf } from '../../src/services/image-store.js';
import { verifyPassword } from '../../src/services/passwords.js';

const TIME_ZONE = 'Asia/Kolkata';
const NOW = new Date('2025-08-20T06:30:00Z');
const TODAY = regionDay(TIME_ZONE, NOW);
const DAY_MS = 86_400_000;

interface Fixture {
  dir: string;
  db: Db;
  images: ImageStore;
}

const fixtures: Fixture[] = [];
function freshDatabase(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), 'offerboard-seed-'));
  const fixture = { dir, db: openDatabase(join(dir, 'app.db')), images: new ImageStore(join(dir, 'uploads')) };
  fixtures.push(fixture);
  return fixture;
}
afterAll(() => {
  for (const { db, dir } of fixtures) {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function rows<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.$client.prepare(sql).all(...params) as T[];
}
function scalar(db: Db, sql: string, ...params: unknown[]): number {
  return (db.$client.prepare(sql).get(...params) as { n: number }).n;
}
/** Every file under uploads/, relative to the data dir. */
function filesOnDisk(dir: string): string[] {
  const root = join(dir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}
function allStored(dir: string, paths: string[]): boolean {
  return paths.every(
    (path) => variantsOf(path).length > 0 && variantsOf(path).every((file) => existsSync(join(dir, file))),
  );
}
function tableCounts(db: Db): Record<string, number> {
  const tables = ['locations', 'categories', 'offer_types', 'stores', 'ads', 'banners', 'ads_fts', 'ads_words'];
  return Object.fromEntries(tables.map((table) => [table, scalar(db, `SELECT count(*) AS n FROM ${table}`)]));
}

describe('seedDemoData', () => {
  let demo: Fixture;
  let counts: SeedCounts | null;

  beforeAll(async () => {
    demo = freshDatabase();
    counts = await seedDemoData(demo.db, demo.images, { timeZone: TIME_ZONE, now: NOW });
  });

  it('returns counts that match the rows written', () => {
    expect(counts).toEqual({
      locations: 54,
      categories: 12,
      offerTypes: 8,
      stores: 40,
      ads: 150,
      banners: 4,
      images: expect.any(Number),
    });
    expect(tableCounts(demo.db)).toEqual({
      locations: 54,
      categories: 12,
      offer_types: 8,
      stores: 40,
      ads: 150,
      banners: 4,
      ads_fts: 150,
      ads_words: 150,
    });
  });

  it('gives the districts, places, categories, offer types and most shops and offers Malayalam texts, in one spelling', () => {
    const share = (table: string, column: string) =>
      scalar(demo.db, `SELECT avg(${column} IS NOT NULL) * 100 AS n FROM ${table}`);
    expect([share('districts', 'name_ml'), share('locations', 'name_ml')]).toEqual([100, 100]);
    expect([share('categories', 'title_ml'), share('offer_types', 'title_ml')]).toEqual([100, 100]);
    expect(share('stores', 'store_name_ml')).toBeGreaterThan(80);
    expect(share('ads', 'description_ml')).toBeGreaterThan(80);
    expect(share('ads', 'title_ml')).toBe(share('ads', 'description_ml'));
    const texts = rows<{ text: string }>(
      demo.db,
      `SELECT title_ml AS text FROM ads WHERE title_ml IS NOT NULL UNION ALL SELECT description_ml FROM ads
       UNION ALL SELECT terms_ml FROM ads UNION ALL SELECT address_ml FROM stores UNION ALL SELECT store_name_ml FROM stores`,
    ).flatMap(({ text }) => (text ? [text] : []));
    expect(texts.filter((text) => text !== normaliseText(text))).toEqual([]);
    expect(texts.filter((text) => /[a-z]{3}/i.test(text.replace(/UPI|EMI|BIS|MRP/g, '')))).toEqual([]);
  });

  it("has 30 days of visitor stats: each offer's on the days it ran, each store's covering its offers'", () => {
    const first = addDays(TODAY, -29);
    const storeDays = rows<{ day: string }>(demo.db, 'SELECT DISTINCT day FROM store_daily_stats ORDER BY day');
    expect(storeDays.map((row) => row.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(first, i)));
    expect(
      scalar(
        demo.db,
        `SELECT count(*) AS n FROM offer_daily_stats s JOIN ads a ON a.id = s.ad_id
         WHERE s.day < ? OR s.day > ? OR s.day < a.start_date OR s.day > a.end_date OR s.count <= 0`,
        first,
        TODAY,
      ),
    ).toBe(0);
    expect(scalar(demo.db, "SELECT count(DISTINCT type) AS n FROM offer_daily_stats WHERE type <> 'view'")).toBe(5);
    // a store counts its own page's events besides its offers', never fewer
    expect(
      scalar(
        demo.db,
        `SELECT count(*) AS n FROM (
           SELECT a.store_id, s.day, s.type, sum(s.count) AS offers FROM offer_daily_stats s JOIN ads a ON a.id = s.ad_id
           GROUP BY 1, 2, 3) o
         LEFT JOIN store_daily_stats t ON t.store_id = o.store_id AND t.day = o.day AND t.type = o.type
         WHERE t.count IS NULL OR t.count < o.offers`,
      ),
    ).toBe(0);
  });

  it('gives each of the 14 districts 3 or 4 real towns', () => {
    const perDistrict = rows<{ title: string; n: number }>(
      demo.db,
      'SELECT d.title, count(l.id) AS n FROM districts d LEFT JOIN locations l ON l.district_id = d.id GROUP BY d.id',
    );

    expect(perDistrict).toHaveLength(14);
    for (const { n } of perDistrict) expect(n).toBeGreaterThanOrEqual(3);
    for (const { n } of perDistrict) expect(n).toBeLessThanOrEqual(4);
    const ernakulam = rows<{ name: string }>(
      demo.db,
      "SELECT location_name AS name FROM locations l JOIN districts d ON d.id = l.district_id WHERE d.title = 'Ernakulam' ORDER BY 1",
    );
    expect(ernakulam.map((row) => row.name)).toEqual(['Aluva', 'Kakkanad', 'Kochi', 'Perumbavoor']);
  });

  it('adds 12 categories, each with one photo stored on disk with its widths', () => {
    const categories = rows<{ title: string; photos: string }>(demo.db, 'SELECT title, photos FROM categories');

    expect(categories.map((c) => c.title)).toEqual(expect.arrayContaining(['Textiles', 'Jewellery', 'Pharmacy']));
    for (const category of categories) {
      const photos: string[] = JSON.parse(category.photos);
      expect(photos).toHaveLength(1);
      expect(photos[0]).toMatch(/^uploads\/categories\/[a-z0-9]+\.800x600\.webp$/);
      expect(allStored(demo.dir, photos)).toBe(true);
    }
  });

  it('spreads 40 stores over all 14 districts, each with a logo, a 10-digit phone and an address', () => {
    const stores = rows<{ storeName: string; contact: string; email: string; address: string; logo: string }>(
      demo.db,
      'SELECT store_name AS storeName, contact, email, address, logo_url AS logo FROM stores',
    );
    const districts = scalar(
      demo.db,
      'SELECT count(DISTINCT l.district_id) AS n FROM stores s JOIN locations l ON l.id = s.location_id',
    );

    expect(districts).toBe(14);
    expect(new Set(stores.map((s) => s.storeName)).size).toBe(40);
    for (const store of stores) {
      expect(store.contact).toMatch(/^[6-9]\d{9}$/);
      expect(store.email).toMatch(/^[a-z0-9]+@example\.com$/);
      expect(store.address).toMatch(/, [A-Za-z ]+ - \d{6}$/);
      expect(store.logo).toMatch(/^uploads\/logos\//);
    }
    expect(
      allStored(
        demo.dir,
        stores.map((s) => s.logo),
      ),
    ).toBe(true);
  });

  it("gives every store a pin within a kilometre of its town's centre and a week of opening hours", () => {
    const stores = rows<{ town: string; district: string; latitude: number; longitude: number; hours: string }>(
      demo.db,
      `SELECT l.location_name AS town, d.title AS district, s.latitude, s.longitude, s.opening_hours AS hours
       FROM stores s JOIN locations l ON l.id = s.location_id JOIN districts d ON d.id = l.district_id`,
    );

    expect(stores).toHaveLength(40);
    for (const store of stores) {
      const [latitude, longitude] = KERALA_TOWNS[store.district]?.find((town) => town.name === store.town)?.at ?? [];
      expect(Math.abs(store.latitude - Number(latitude)), store.town).toBeLessThan(0.009);
      expect(Math.abs(store.longitude - Number(longitude)), store.town).toBeLessThan(0.009);
      const week = JSON.parse(store.hours) as Array<{ day: string; closed: boolean; open: string; close: string }>;
      expect(week.map((day) => day.day)).toEqual(WEEKDAYS);
      expect(week.filter((day) => !day.closed).length).toBeGreaterThanOrEqual(6);
      for (const day of week) expect(`${day.open}-${day.close}`).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    }
    expect(new Set(stores.map((store) => store.hours)).size).toBeGreaterThan(3);
  });

  it('gives every store offers, each with 1 to 5 images stored on disk', () => {
    const ads = rows<{ images: string; description: string }>(demo.db, 'SELECT images, description FROM ads');
    const imageLists = ads.map((ad) => JSON.parse(ad.images) as string[]);
    const storesWithoutOffers = scalar(
      demo.db,
      'SELECT count(*) AS n FROM stores s WHERE NOT EXISTS (SELECT 1 FROM ads a WHERE a.store_id = s.id)',
    );

    expect(storesWithoutOffers).toBe(0);
    const sizes = new Set(imageLists.map((list) => list.length));
    expect([...sizes].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const list of imageLists) expect(new Set(list).size).toBe(list.length);
    expect(allStored(demo.dir, [...new Set(imageLists.flat())])).toBe(true);
    for (const { description } of ads) expect(description.length).toBeGreaterThan(30);
  });

  it('mixes current, ending-soon, expired and next-week offers, created over several weeks', () => {
    const ads = rows<{ start: string; end: string; createdAt: number }>(
      demo.db,
      'SELECT start_date AS start, end_date AS end, created_at AS createdAt FROM ads',
    );
    const current = ads.filter((ad) => ad.start <= TODAY && ad.end >= TODAY);
    const endingWithin3Days = current.filter((ad) => ad.end <= addDays(TODAY, 3));
    const expired = ads.filter((ad) => ad.end < TODAY);
    const nextWeek = ads.filter((ad) => ad.start >= addDays(TODAY, 7) && ad.start <= addDays(TODAY, 13));

    expect(current.length).toBeGreaterThan(ads.length / 2);
    expect(endingWithin3Days.length).toBeGreaterThanOrEqual(10);
    expect(expired.length).toBeGreaterThanOrEqual(10);
    expect(nextWeek.length).toBeGreaterThanOrEqual(10);
    for (const ad of ads) expect(ad.start <= ad.end).toBe(true);
    const created = ads.map((ad) => ad.createdAt);
    expect(Math.max(...created)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(21 * DAY_MS);
    expect(new Set(created).size).toBe(ads.length);
  });

  it('adds two wide desktop banners and two tall mobile banners', () => {
    const banners = rows<{ screen: string; images: string }>(demo.db, 'SELECT screen, images FROM banners');
    const sizeOf = (images: string) => {
      const [, width, height] = /\.(\d+)x(\d+)\.webp$/.exec(JSON.parse(images)[0]) ?? [];
      return { width: Number(width), height: Number(height) };
    };

    expect(banners.map((b) => b.screen).sort()).toEqual(['desktop', 'desktop', 'mobile', 'mobile']);
    for (const banner of banners) {
      const { width, height } = sizeOf(banner.images);
      if (banner.screen === 'desktop') expect(width).toBeGreaterThan(2 * height);
      else expect(height).toBeGreaterThan(width);
      expect(allStored(demo.dir, JSON.parse(banner.images))).toBe(true);
    }
  });

  it('adds the demo store owner, owning the first demo store, who signs in with the demo password', async () => {
    const owners = rows<{ email: string; role: string; store: string; hash: string }>(
      demo.db,
      `SELECT u.email, u.role, s.store_name AS store, u.password_hash AS hash
       FROM admin_users u JOIN store_owners o ON o.user_id = u.id JOIN stores s ON s.id = o.store_id`,
    );
    expect(owners.map(({ hash: _, ...owner }) => owner)).toEqual([
      { email: DEMO_OWNER.email, role: 'owner', store: DEMO_STORES[0]?.storeName },
    ]);
    expect(await verifyPassword(owners[0]?.hash ?? '', DEMO_OWNER.password)).toBe(true);
  });

  it("sends two of the demo owner's changes to review, one waiting and one rejected, the offers staying public", () => {
    const items = rows<{ status: string; reason: string | null; store: string; published: number }>(
      demo.db,
      `SELECT r.status, r.reason, s.store_name AS store, a.published
       FROM review_items r JOIN stores s ON s.id = r.store_id JOIN ads a ON a.id = r.ad_id ORDER BY r.status`,
    );
    const store = DEMO_STORES[0]?.storeName;
    expect(items).toEqual([
      { status: 'pending', reason: null, store, published: 1 },
      { status: 'rejected', reason: expect.any(String), store, published: 1 },
    ]);
  });

  it('indexes every offer for search, with its store and place', () => {
    const aluva = scalar(demo.db, `SELECT count(*) AS n FROM ads_fts WHERE ads_fts MATCH '"Aluva"'`);
    const aluvaOffers = scalar(
      demo.db,
      `SELECT count(*) AS n FROM ads a JOIN stores s ON s.id = a.store_id JOIN locations l ON l.id = s.location_id
       WHERE l.location_name = 'Aluva'`,
    );

    expect(aluvaOffers).toBeGreaterThan(0);
    expect(aluva).toBe(aluvaOffers);
  });

  it('has live offers that the search finds by a short shop word: AC, TV and fridge', () => {
    const live = (words: string) =>
      scalar(
        demo.db,
        `SELECT count(*) AS n FROM ads WHERE start_date <= ? AND end_date >= ?
         AND id IN (SELECT rowid FROM ads_words WHERE ads_words MATCH ?)`,
        TODAY,
        TODAY,
        words,
      );

    expect(live('"air conditioner"*')).toBeGreaterThan(0);
    expect(live('"led" "television"*')).toBeGreaterThan(0);
    expect(live('"refrigerator"*')).toBeGreaterThan(0);
  });

  it('gives every offer a title of at most 80 characters, and some a coupon code, terms or prices that make sense', () => {
    const offers = rows<{
      title: string;
      couponCode: string | null;
      before: number | null;
      after: number | null;
    }>(
      demo.db,
      'SELECT title, coupon_code AS couponCode, price_before_paise AS before, price_after_paise AS after FROM ads',
    );
    const priced = offers.filter((offer) => offer.after !== null);

    expect(offers.every((offer) => offer.title.length > 0 && [...offer.title].length <= 80)).toBe(true);
    expect(offers.filter((offer) => offer.couponCode !== null).length).toBeGreaterThan(5);
    expect(priced.length).toBeGreaterThan(5);
    expect(priced.every((offer) => offer.before !== null && offer.after !== null && offer.after < offer.before)).toBe(
      true,
    );
    expect(
      priced.every((offer) => offer.title.includes(`₹${((offer.after ?? 0) / 100).toLocaleString('en-IN')}`)),
    ).toBe(true);
  });

  it('changes nothing when run again: no rows and no files', async () => {
    const before = { tables: tableCounts(demo.db), files: filesOnDisk(demo.dir) };

    const again = await seedDemoData(demo.db, demo.images, { timeZone: TIME_ZONE, now: NOW });

    expect(again).toBeNull();
    expect({ tables: tableCounts(demo.db), files: filesOnDisk(demo.dir) }).toEqual(before);
  });
});

describe('seedBenchData', () => {
  it('seeds the requested numbers of stores and offers with a small shared pool of images', async () => {
    const { db, images, dir } = freshDatabase();

    const counts = await seedBenchData(db, images, { stores: 50, ads: 500, timeZone: TIME_ZONE, now: NOW });

    expect(counts).toMatchObject({ stores: 50, ads: 500, categories: 12, offerTypes: 8, locations: 54, banners: 4 });
    expect(tableCounts(db)).toMatchObject({ stores: 50, ads: 500, ads_fts: 500, ads_words: 500 });
    const offerImages = new Set(
      rows<{ images: string }>(db, 'SELECT images FROM ads').flatMap((r) => JSON.parse(r.images)),
    );
    expect(offerImages.size).toBeLessThanOrEqual(8);
    expect(allStored(dir, [...offerImages])).toBe(true);
    const current = scalar(db, 'SELECT count(*) AS n FROM ads WHERE start_date <= ? AND end_date >= ?', TODAY, TODAY);
    expect(current).toBeGreaterThan(350);
    const districts = scalar(
      db,
      'SELECT count(DISTINCT l.district_id) AS n FROM stores s JOIN locations l ON l.id = s.location_id',
    );
    expect(districts).toBe(14);
    const placed = scalar(
      db,
      'SELECT count(*) AS n FROM stores WHERE latitude BETWEEN 8 AND 13 AND longitude BETWEEN 74 AND 78 AND opening_hours IS NOT NULL',
    );
    expect(placed).toBe(50);
  });

  it('adds two years of history in small: closed stores, ended offers over the days, stats, counters and audit', async () => {
    const { db, images, dir } = freshDatabase();
    const history = { stores: 30, endedOffers: 600, days: 60, auditPerDay: 2 };

    const counts = await seedBenchData(db, images, { stores: 10, ads: 100, timeZone: TIME_ZONE, now: NOW, history });

    const first = addDays(TODAY, -59);
    expect(counts).toMatchObject({
      stores: 30,
      ads: 700,
      history: { stores: 20, endedOffers: 600, auditEntries: 360 },
    });
    expect(tableCounts(db)).toMatchObject({ stores: 30, ads: 700, ads_fts: 700, ads_words: 700 });
    const ended = scalar(db, 'SELECT count(*) AS n FROM ads WHERE end_date < ? AND end_date >= ?', TODAY, first);
    expect(ended).toBeGreaterThanOrEqual(600);
    // As in a directory that ran for two years: the past's stores and offers come first, so today's have the
    // higher ids and the later creation times.
    expect(
      rows(
        db,
        `SELECT max(id) < (SELECT min(id) FROM stores WHERE created_at > ?) AS older FROM stores WHERE created_at < ?`,
        NOW.getTime() - 365 * DAY_MS,
        NOW.getTime() - 365 * DAY_MS,
      ),
    ).toEqual([{ older: 1 }]);
    expect(
      rows(
        db,
        `SELECT max(id) < (SELECT min(id) FROM ads WHERE end_date >= ?) AS lowerIds,
           max(created_at) < (SELECT max(created_at) FROM ads WHERE end_date >= ?) AS older
         FROM ads WHERE id <= 600`,
        TODAY,
        TODAY,
      ),
    ).toEqual([{ lowerIds: 1, older: 1 }]);
    // Images come from the bench's pool, not one per offer.
    expect(
      new Set(rows<{ images: string }>(db, 'SELECT images FROM ads').flatMap((r) => JSON.parse(r.images))).size,
    ).toBeLessThanOrEqual(8);
    expect(
      allStored(dir, [
        ...new Set(rows<{ images: string }>(db, 'SELECT images FROM ads').flatMap((r) => JSON.parse(r.images))),
      ]),
    ).toBe(true);
    // Stats only on days an offer ran, within the history; each store's rows sum its offers'.
    const outside = scalar(
      db,
      `SELECT count(*) AS n FROM offer_daily_stats o JOIN ads a ON a.id = o.ad_id
       WHERE o.day < a.start_date OR o.day > a.end_date OR o.day < ? OR o.day > ?`,
      first,
      TODAY,
    );
    expect(outside).toBe(0);
    const events = scalar(db, 'SELECT sum(count) AS n FROM offer_daily_stats');
    expect(events).toBe(counts?.history?.events);
    expect(scalar(db, 'SELECT sum(count) AS n FROM store_daily_stats')).toBe(events);
    expect(scalar(db, 'SELECT count(*) AS n FROM offer_daily_stats')).toBe(counts?.history?.offerStatsRows);
    expect(rows(db, 'SELECT count(DISTINCT day) AS days, count(DISTINCT name) AS names FROM daily_counters')).toEqual([
      { days: 60, names: 4 },
    ]);
    expect(scalar(db, 'SELECT count(*) AS n FROM audit_log WHERE at >= ?', NOW.getTime() - 180 * DAY_MS)).toBe(360);
  });

  it('is deterministic: the same options give the same stores and offers', async () => {
    const first = freshDatabase();
    const second = freshDatabase();
    const options = { stores: 5, ads: 40, timeZone: TIME_ZONE, now: NOW };

    await seedBenchData(first.db, first.images, options);
    await seedBenchData(second.db, second.images, options);

    const content = (db: Db) => [
      rows(
        db,
        'SELECT store_name, owner_name, contact, email, address, location_id, category_id, opening_hours, latitude, longitude FROM stores',
      ),
      rows(
        db,
        `SELECT store_id, title, description, offer_type_id, start_date, end_date, created_at, coupon_code,
           price_before_paise FROM ads`,
      ),
    ];
    expect(content(second.db)).toEqual(content(first.db));
  });

  it('reuses locations and categories an admin already added, keeping their photos and banners', async () => {
    const { db, images, dir } = freshDatabase();
    db.$client.prepare("INSERT INTO locations (district_id, location_name) VALUES (7, 'aluva')").run();
    db.$client
      .prepare(`INSERT INTO banners (screen, images) VALUES ('desktop', '["uploads/banners/y.10x10.webp"]')`)
      .run();
    db.$client
      .prepare(`INSERT INTO categories (title, photos) VALUES ('TEXTILES', '["uploads/categories/x.10x10.webp"]')`)
      .run();

    await seedBenchData(db, images, { stores: 5, ads: 10, timeZone: TIME_ZONE, now: NOW });

    expect(scalar(db, "SELECT count(*) AS n FROM locations WHERE lower(location_name) = 'aluva'")).toBe(1);
    expect(rows(db, "SELECT photos FROM categories WHERE lower(title) = 'textiles'")).toEqual([
      { photos: '["uploads/categories/x.10x10.webp"]' },
    ]);
    const categoryFiles = filesOnDisk(dir).filter((file) =>
      /^uploads\/categories\/[a-z0-9]+\.800x600\.webp$/.test(file),
    );
    expect(categoryFiles).toHaveLength(11);
    expect(rows(db, 'SELECT images FROM banners')).toEqual([{ images: '["uploads/banners/y.10x10.webp"]' }]);
    expect(filesOnDisk(dir).filter((file) => file.startsWith('uploads/banners/'))).toEqual([]);
  });

  it('does nothing when the database already has stores, and the demo seed then does nothing either', async () => {
    const { db, images, dir } = freshDatabase();
    await seedBenchData(db, images, { stores: 3, ads: 6, timeZone: TIME_ZONE, now: NOW });
    const before = { tables: tableCounts(db), files: filesOnDisk(dir) };

    const bench = await seedBenchData(db, images, { stores: 3, ads: 6, timeZone: TIME_ZONE, now: NOW });
    const demo = await seedDemoData(db, images, { timeZone: TIME_ZONE, now: NOW });

    expect([bench, demo]).toEqual([null, null]);
    expect({ tables: tableCounts(db), files: filesOnDisk(dir) }).toEqual(before);
  });

  it('refuses impossible sizes before touching the database', async () => {
    const { db, images, dir } = freshDatabase();

    for (const size of [
      { stores: 0, ads: 5 },
      { stores: 2.5, ads: 5 },
      { stores: 5, ads: -1 },
    ]) {
      await expect(seedBenchData(db, images, { ...size, timeZone: TIME_ZONE })).rejects.toThrow(RangeError);
    }
    expect(tableCounts(db)).toMatchObject({ stores: 0, ads: 0, categories: 0 });
    expect(filesOnDisk(dir)).toEqual([]);
  });
});
