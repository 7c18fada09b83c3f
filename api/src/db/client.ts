// Opens the one SQLite connection of this process, applies committed migrations and loads the region's districts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const districtsFile = fileURLToPath(new URL('../../reference/districts.json', import.meta.url));

export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  loadDistricts(db);
  return db;
}

/** Districts are reference data: the file is the source, the table follows it (new names added, ids stable by order). */
function loadDistricts(db: Db): void {
  const { districts } = JSON.parse(readFileSync(districtsFile, 'utf8')) as { districts: string[] };
  const insert = db.$client.prepare('INSERT INTO districts (id, title) VALUES (?, ?) ON CONFLICT(id) DO NOTHING');
  db.$client.transaction(() => {
    for (const [index, title] of districts.entries()) insert.run(index + 1, title);
  })();
}
