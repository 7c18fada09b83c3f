// The API's connection shares the database with another writer (Litestream's checkpoints): a transaction that reads
// and then writes must not fail because that writer committed in between.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
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
