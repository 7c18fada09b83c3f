// Operator command behind `make restore-replica`: rebuilds DATA_DIR (database and uploads) from the replica named by
// LITESTREAM_REPLICA_URL, as last replicated or as it was at a moment (--at 2026-11-27T10:00:00Z). Stop the API first.
// Usage: node api/dist/cli/restore-replica.js [--at TIME] [--force] [--if-replica-exists]
// A data directory that holds a database is left alone unless --force (its data is then moved aside, not deleted);
// --if-replica-exists succeeds without restoring anything when the replica holds no database yet (first deploys).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { loadDataConfig } from '../config.js';
import { replaceData } from '../services/backups.js';
import { referencedImages } from '../services/image-references.js';
import { restoreDatabase } from '../services/litestream.js';
import { UploadReplica } from '../services/upload-replica.js';

function hasDatabase(dataDir: string): boolean {
  const file = join(dataDir, 'app.db');
  return existsSync(file) && statSync(file).size > 0;
}

/** The stored images the restored database references. */
function imagesOf(databaseFile: string): Set<string> {
  const sqlite = new Database(databaseFile, { readonly: true });
  try {
    return referencedImages(sqlite);
  } finally {
    sqlite.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { at: { type: 'string' }, force: { type: 'boolean' }, 'if-replica-exists': { type: 'boolean' } },
  });
  const started = performance.now();
  const { replica, dataDir } = loadDataConfig();
  if (!replica) throw new Error('Set LITESTREAM_REPLICA_URL to the replica to restore from');
  if (values.at !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(values.at)) {
    throw new Error(
      `--at must be a time such as 2026-11-27T10:00:00Z (UTC) or 2026-11-27T15:30:00+05:30, got "${values.at}"`,
    );
  }
  const replacing = hasDatabase(dataDir);
  if (replacing && !values.force) {
    throw new Error(`${dataDir} already holds a database: run with --force (FORCE=1) to move it aside and restore`);
  }
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dataDir, '.replica-restore-'));
  try {
    const databaseFile = join(staging, 'app.db');
    const found = await restoreDatabase({ replica, output: databaseFile, timestamp: values.at });
    if (!found) {
      if (values['if-replica-exists']) {
        process.stdout.write(`The replica ${replica.url} holds no database yet: nothing restored.\n`);
        return;
      }
      throw new Error(`The replica ${replica.url} holds no database${values.at ? ` at ${values.at}` : ''}`);
    }
    const images = imagesOf(databaseFile);
    const uploads = await new UploadReplica(replica, staging).fetch(images);
    // A new host's data directory holds an empty uploads folder: nothing worth keeping aside.
    const newHostUploads = join(dataDir, 'uploads');
    if (!replacing && existsSync(newHostUploads) && readdirSync(newHostUploads).length === 0) {
      rmdirSync(newHostUploads);
    }
    const aside = replaceData(dataDir, staging, replica.url);
    const keptAside = readdirSync(aside).length > 0;
    if (!keptAside) rmdirSync(aside);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Restored the database${values.at ? ` as it was at ${values.at}` : ''} and ${uploads.fetched} image files ` +
        `from ${replica.url} into ${dataDir} in ${seconds} s${keptAside ? `; the previous data is in ${aside}` : ''}.\n`,
    );
    if (uploads.missing.length > 0) {
      process.stderr.write(
        `${uploads.missing.length} image files the database references are not in the replica: ${uploads.missing.slice(0, 10).join(', ')}\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
