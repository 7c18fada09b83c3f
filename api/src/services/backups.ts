// Online backups of the data directory (SQLite through its backup API, plus uploads) and their restore.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';

export const BACKUP_PREFIX = 'offerboard-';
const ARCHIVE = /^offerboard-\d{8}T\d{6}Z\.tar\.gz$/;

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Backups in the folder, newest first. */
export function listBackups(backupDir: string): string[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .filter((name) => ARCHIVE.test(name))
    .sort()
    .reverse()
    .map((name) => join(backupDir, name));
}

/**
 * Writes `offerboard-<UTC timestamp>.tar.gz` holding a consistent copy of app.db (taken while the API keeps
 * serving and writing) and the uploads folder, then keeps only the newest `keep` archives.
 */
export async function createBackup(options: {
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): Promise<string> {
  const { dataDir, backupDir, keep } = options;
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(backupDir, '.staging-'));
  try {
    const source = new Database(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
    try {
      await source.backup(join(staging, 'app.db'));
    } finally {
      source.close();
    }
    const archive = join(backupDir, `${BACKUP_PREFIX}${stamp(options.now ?? new Date())}.tar.gz`);
    const partial = `${archive}.partial`;
    const uploads = existsSync(join(dataDir, 'uploads')) ? ['-C', dataDir, 'uploads'] : [];
    execFileSync('tar', ['-czf', partial, '-C', staging, 'app.db', ...uploads]);
    renameSync(partial, archive);
    for (const old of listBackups(backupDir).slice(keep)) rmSync(old, { force: true });
    return archive;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Puts a backup back into the data directory. The API must be stopped. The archive is unpacked and its database
 * checked first; the current database and uploads are moved aside into `pre-restore-<timestamp>/`, not deleted.
 */
export function restoreBackup(options: { dataDir: string; archive: string; now?: Date }): string {
  const { dataDir, archive } = options;
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new Error(`No backup file at ${archive}`);
  const unpacked = mkdtempSync(join(dataDir, '.restore-'));
  try {
    execFileSync('tar', ['-xzf', archive, '-C', unpacked, '--no-same-owner']);
    if (!existsSync(join(unpacked, 'app.db'))) throw new Error(`${basename(archive)} holds no app.db`);
    return replaceData(dataDir, unpacked, basename(archive), options.now);
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

/**
 * Replaces the data directory's database and uploads with those restored into `restored` (a folder on the same file
 * system), once the restored database passes SQLite's integrity and foreign-key checks. What it replaces is moved
 * into `pre-restore-<timestamp>/`, whose path is returned.
 */
export function replaceData(dataDir: string, restored: string, source: string, now = new Date()): string {
  const restoredDb = join(restored, 'app.db');
  const check = new Database(restoredDb, { readonly: true });
  try {
    const [result] = check.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (result?.integrity_check !== 'ok') throw new Error(`${source}: database integrity check failed`);
    if ((check.pragma('foreign_key_check') as unknown[]).length > 0)
      throw new Error(`${source}: database foreign key check failed`);
  } finally {
    check.close();
  }
  const aside = join(dataDir, `pre-restore-${stamp(now)}`);
  mkdirSync(aside);
  // Litestream's shadow WAL (app.db-litestream) belongs to the database it followed: it goes aside with it.
  for (const name of ['app.db', 'app.db-wal', 'app.db-shm', 'app.db-litestream', 'uploads']) {
    if (existsSync(join(dataDir, name))) renameSync(join(dataDir, name), join(aside, name));
  }
  renameSync(restoredDb, join(dataDir, 'app.db'));
  const restoredUploads = join(restored, 'uploads');
  if (existsSync(restoredUploads)) renameSync(restoredUploads, join(dataDir, 'uploads'));
  else mkdirSync(join(dataDir, 'uploads'));
  return aside;
}
