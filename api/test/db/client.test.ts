// The API's connection shares the database with another writer (Litestream's checkpoints): a transaction that reads
// and then writes must not fail because that writer committed in between.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { titleFromDescription } from '@offerboard/shared-types/rules';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/db/client.js';
import { offerTypes } from '../../src/db/schema.js';

let dir = '';
const open: Array<{ close: () => unknown }> = [];
afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
  rmSync(dir, { recursive: true, force: true });
});

function connections(): { db: Db; other: Database.Database } {
  dir = mkdtempSync(join(tmpdir(), 'offerboard-db-'));
  const db = openDatabase(join(dir, 'app.db'));
  const other = new Database(join(dir, 'app.db'));
  other.pragma('busy_timeout = 0');
  open.push(db.$client, other);
  return { db, other };
}

/** What the other process manages while our transaction has read: it must wait for our commit, not break it. */
function otherWrites(other: Database.Database): string {
  try {
    other.prepare("INSERT INTO offer_types (title) VALUES ('from Litestream''s side')").run();
    return 'written';
  } catch (error) {
    return (error as { code?: string }).code ?? 'failed';
  }
}

describe('openDatabase', () => {
  it('begins transactions IMMEDIATE, so another writer waits instead of making a read-then-write fail', () => {
    const { db, other } = connections();
    const count = db.$client.prepare('SELECT count(*) FROM offer_types').pluck();
    const insert = db.$client.prepare('INSERT INTO offer_types (title) VALUES (?)');
    let meanwhile = '';
    db.$client.transaction(() => {
      count.get();
      meanwhile = otherWrites(other);
      insert.run('ours');
    })();
    db.transaction((tx) => {
      tx.select().from(offerTypes).all();
      otherWrites(other);
      tx.insert(offerTypes).values({ title: 'ours, through drizzle' }).run();
    });

    expect(meanwhile).toBe('SQLITE_BUSY');
    expect(count.get()).toBe(2);
  });
});

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A database migrated up to `lastTag` only, as one deployed before the later migrations would have it. */
function databaseAt(lastTag: string): string {
  dir = mkdtempSync(join(tmpdir(), 'offerboard-db-'));
  const folder = join(dir, 'drizzle');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  const file = join(dir, 'app.db');
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  sqlite.close();
  return file;
}

describe('migration 0009: one offer title', () => {
  const LONG =
    'Flat 20% off on all silk sarees, kasavu set-mundu and dhotis this Onam,\nwith a free blouse piece for every saree.';

  it('folds the short title or the typed title into the one title, else the description, and keeps both indexes right', () => {
    const file = databaseAt('0008_word_search_index');
    const old = new Database(file);
    old.exec(`INSERT INTO districts (id, title) VALUES (7, 'Ernakulam');
      INSERT INTO locations (id, district_id, location_name) VALUES (1, 7, 'Aluva');
      INSERT INTO categories (id, title) VALUES (1, 'Textiles');
      INSERT INTO offer_types (id, title) VALUES (1, 'Flat Discount');
      INSERT INTO stores (id, store_name, owner_name, contact, email, address, location_id, category_id, logo_url)
        VALUES (1, 'Silk House', 'Owner', '9847012345', 'shop@example.com', '1 Market Road', 1, 1, 'logo.webp');`);
    const insert = old.prepare(
      `INSERT INTO ads (id, store_id, title, short_title, description, offer_type_id, start_date, end_date)
       VALUES (?, 1, ?, ?, ?, 1, '2026-11-01', '2026-12-31')`,
    );
    insert.run(1, 'Flat Discount: Silk sarees', 'Silk sarees at ₹1,299', 'Sarees from 1299 rupees');
    insert.run(2, 'Flat Discount', null, 'Free payasam with every meal');
    insert.run(3, 'Weekend BOGO', null, 'Buy one get one on all dhotis');
    insert.run(4, 'flat discount', null, LONG);
    const typedLong = `Onam ${'mega '.repeat(30)}sale`;
    insert.run(5, typedLong, null, 'Sale');
    old.close();

    const db = openDatabase(file);
    open.push(db.$client);

    const sqlite = db.$client;
    expect(sqlite.prepare('SELECT id, title FROM ads ORDER BY id').all()).toEqual([
      { id: 1, title: 'Silk sarees at ₹1,299' },
      { id: 2, title: 'Free payasam with every meal' },
      { id: 3, title: 'Weekend BOGO' },
      { id: 4, title: 'Flat 20% off on all silk sarees, kasavu set-mundu and dhotis this Onam, with a…' },
      { id: 5, title: `Onam ${'mega '.repeat(13)}mega…` },
    ]);
    // The SQL cuts as the API's rule does.
    expect([titleFromDescription(LONG), titleFromDescription(typedLong)]).toEqual([
      'Flat 20% off on all silk sarees, kasavu set-mundu and dhotis this Onam, with a…',
      `Onam ${'mega '.repeat(13)}mega…`,
    ]);
    const columns = sqlite.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('ads');
    expect(columns).not.toContain('short_title');
    const stale = 'SELECT count(*) FROM ads_fts f JOIN ad_search_source s ON s.id = f.rowid WHERE f.body <> s.body';
    expect(sqlite.prepare(stale).pluck().get()).toBe(0);
    const words = (query: string) =>
      sqlite.prepare('SELECT rowid FROM ads_words WHERE ads_words MATCH ? ORDER BY rowid').pluck().all(query);
    expect(words('"₹1" "299"')).toEqual([1]);
    expect(words('"payasam"')).toEqual([2]);
    sqlite.prepare("UPDATE ads SET title = 'Kasavu week' WHERE id = 3").run();
    expect(words('"kasavu"')).toEqual([3, 4]);
    expect(words('"bogo"')).toEqual([]);
    expect(sqlite.prepare(stale).pluck().get()).toBe(0);
  });
});
