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

/** `onStatement` is given each statement the connection runs, with its values in place (a test reads the plans). */
export function openDatabase(file: string, options: { onStatement?: (sql: string) => void } = {}): Db {
  const { onStatement } = options;
  const sqlite = new Database(file, onStatement ? { verbose: (sql) => onStatement(String(sql)) } : {});
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  beginImmediate(sqlite);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  loadDistricts(db);
  return db;
}

/**
 * Makes every transaction of the connection, ours and drizzle's (which asks for `deferred` by name), BEGIN IMMEDIATE.
 * Another process writes to the database too (Litestream, at its checkpoints): a deferred transaction that reads
 * and then writes fails at once with SQLITE_BUSY when that write lands in between, since its snapshot is stale,
 * while an immediate one takes the write lock first and waits up to busy_timeout for it. The API being the only
 * writer of its own data, in one synchronous transaction at a time, starting the lock at BEGIN costs nothing.
 */
function beginImmediate(sqlite: Database.Database): void {
  const transaction = sqlite.transaction.bind(sqlite);
  sqlite.transaction = ((fn: Parameters<typeof transaction>[0]) => {
    const { immediate, exclusive } = transaction(fn);
    return Object.assign((...args: unknown[]) => immediate(...args), {
      default: immediate,
      deferred: immediate,
      immediate,
      exclusive,
      database: sqlite,
    });
  }) as typeof sqlite.transaction;
}

/**
 * Districts are reference data: the file is the source, the table follows it (new names added, ids stable by order,
 * Malayalam names set when they change, which re-indexes the district's offers for search).
 */
function loadDistricts(db: Db): void {
  const { districts, malayalam = {} } = JSON.parse(readFileSync(districtsFile, 'utf8')) as {
    districts: string[];
    malayalam?: Record<string, string>;
  };
  const insert = db.$client.prepare(
    `INSERT INTO districts (id, title, name_ml) VALUES (?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET name_ml = excluded.name_ml WHERE name_ml IS NOT excluded.name_ml`,
  );
  db.$client.transaction(() => {
    for (const [index, title] of districts.entries()) insert.run(index + 1, title, malayalam[title] ?? null);
  })();
}
