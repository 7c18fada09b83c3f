// Online backups of the data directory (SQLite through its backup API, plus the upload files that copy references)
// and their restore.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { referencedImages } from './image-references.js';
import { storedImageOf, variantsOf } from './image-store.js';

const BACKUP_PREFIX = 'offerboard-';
const ARCHIVE = /^offerboard-\d{8}T\d{6}Z\.tar\.gz$/;
/** What a backup run leaves only while it runs (or when it was killed): its staging folder and unfinished archive. */
const LEFTOVER = /^(\.staging-.*|offerboard-\d{8}T\d{6}Z\.tar\.gz\.partial)$/;
/** Far longer than a backup takes: leftovers this old belong to a run that died, not to one running beside us. */
const STALE_LEFTOVER_MS = 6 * 60 * 60_000;
/**
 * A referenced file missing after this many fresh snapshots is missing from the data itself, not being deleted. Each
 * attempt fails only if a deletion lands between its snapshot and the staging of that file: 3 attempts were outrun
 * once by the backup test's continuous uploads and deletions on a loaded 2-core machine; each attempt costs one
 * database copy, taken only while deletions keep racing it.
 */
const SNAPSHOT_ATTEMPTS = 10;

const execFileAsync = promisify(execFile);

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

/** Removes the staging folders and unfinished archives of backup runs that were killed. */
function removeStaleLeftovers(backupDir: string, now: number): void {
  for (const name of readdirSync(backupDir).filter((entry) => LEFTOVER.test(entry))) {
    const path = join(backupDir, name);
    if (now - statSync(path).mtimeMs > STALE_LEFTOVER_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** Hard-links (or, across file systems, copies) one file into the staging folder; false when it is gone. */
async function stageFile(source: string, target: string): Promise<boolean> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') return true;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    try {
      await copyFile(source, target);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw copyError;
    }
  }
  return true;
}

/** A consistent copy of the database, taken while the API keeps serving and writing; returns the images it references. */
async function snapshotDatabase(databaseFile: string, target: string): Promise<Set<string>> {
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    return referencedImages(copy);
  } finally {
    copy.close();
  }
}

/**
 * Fills the staging folder with app.db and uploads/: every file of every image the database copy references, and
 * the folder's other files (not images). Image files are write-once and deleted only after the change that stopped
 * referencing them has committed, so a referenced file that is gone means a newer copy no longer references it: the
 * database is copied again. Images no copy references (an upload whose record is not committed yet) are left out.
 * Returns the referenced files still missing after the last attempt.
 */
async function stage(dataDir: string, staging: string): Promise<string[]> {
  const uploads = join(dataDir, 'uploads');
  let missing: string[] = [];
  for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
    const referenced = await snapshotDatabase(join(dataDir, 'app.db'), join(staging, 'app.db'));
    missing = [];
    for (const file of [...referenced].flatMap(variantsOf)) {
      if (!(await stageFile(join(dataDir, file), join(staging, file)))) missing.push(file);
    }
    if (missing.length === 0) break;
  }
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = relative(dataDir, join(entry.parentPath, entry.name));
    if (entry.isFile() && storedImageOf(file) === undefined) await stageFile(join(dataDir, file), join(staging, file));
  }
  await mkdir(join(staging, 'uploads'), { recursive: true });
  return missing;
}

/**
 * Writes `offerboard-<UTC timestamp>.tar.gz` holding a consistent copy of app.db (taken while the API keeps
 * serving and writing) and the upload files it references, then keeps only the newest `keep` archives. The archive
 * is packed from a staging folder of links that no upload or deletion changes, so any write load is fine; a run
 * that fails removes its unfinished archive, and each run removes what killed runs left. `warn` hears of referenced
 * files that are missing from the data directory itself.
 */
export async function createBackup(options: {
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
  warn?: (message: string) => void;
}): Promise<string> {
  const { dataDir, backupDir, keep } = options;
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  removeStaleLeftovers(backupDir, Date.now());
  const archive = join(backupDir, `${BACKUP_PREFIX}${stamp(options.now ?? new Date())}.tar.gz`);
  const partial = `${archive}.partial`;
  const staging = mkdtempSync(join(backupDir, '.staging-'));
  try {
    const missing = await stage(dataDir, staging);
    if (missing.length > 0) {
      options.warn?.(`${missing.length} upload files the database references are missing: ${missing.join(', ')}`);
    }
    await execFileAsync('tar', ['-czf', partial, '-C', staging, 'app.db', 'uploads']);
    renameSync(partial, archive);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  for (const old of listBackups(backupDir).slice(keep)) rmSync(old, { force: true });
  return archive;
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
