import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createBackup, listBackups, restoreBackup } from '../../src/services/backups.js';
import { referencedImages } from '../../src/services/image-references.js';
import { variantsOf } from '../../src/services/image-store.js';
import { insertOffer, insertOfferType, insertStore, offerFields, sendOfferForm } from '../fixtures/offers-fixtures.js';
import { API, countRows, imageBytes, login, uploadedFiles } from '../helpers.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'offerboard-backup-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function openApp(dataDir: string) {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  return { app, auth: { authorization: `Bearer ${await login(app)}` } };
}

const backupCli = resolve(import.meta.dirname, '../../src/cli/backup.ts');

/** `make backup`'s command, as the nightly timer runs it: another process than the API. */
function runBackupCli(dataDir: string, backupDir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', backupCli, '--dir', backupDir, '--keep', '20'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const output = { out: '', err: '' };
    child.stdout.on('data', (chunk) => {
      output.out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output.err += chunk;
    });
    child.on('close', (code) => done({ code, out: output.out.trim(), err: output.err.trim() }));
  });
}

/** The image files the restored database references that the restored uploads folder lacks. */
function missingAfterRestore(archive: string): { referenced: number; missing: string[] } {
  const restored = tempDir();
  restoreBackup({ dataDir: restored, archive });
  const db = new Database(join(restored, 'app.db'), { readonly: true });
  try {
    const files = [...referencedImages(db)].flatMap(variantsOf);
    return { referenced: files.length, missing: files.filter((file) => !existsSync(join(restored, file))) };
  } finally {
    db.close();
  }
}

describe('backups', () => {
  it('succeed while images are uploaded and deleted, each holding every image its database references', async () => {
    const dataDir = tempDir();
    const backupDir = tempDir();
    const { app, auth } = await openApp(dataDir);
    const storeId = insertStore({ app }, { storeName: 'Kerala Silks' });
    const [logo] = await app.images.saveAll('logos', [
      { field: 'logoUrl', filename: 'logo.png', buffer: await imageBytes('png', 400, 400) },
    ]);
    app.db.$client.prepare('UPDATE stores SET logo_url = ? WHERE id = ?').run(logo, storeId);
    insertOfferType({ app }, 'Flat Discount');
    // Megabytes that do not compress, among the images, so that packing takes as long as a real site's uploads do.
    const offersFolder = join(dataDir, 'uploads', 'ads');
    mkdirSync(offersFolder);
    for (let part = 0; part < 8; part++) writeFileSync(join(offersFolder, `bulk-${part}.bin`), randomBytes(2e6));
    const photo = { field: 'adsImages', filename: 'p.png', content: await imageBytes('png', 700, 500) };
    let uploading = true;
    let writes = 0;
    const live: string[] = [];
    const uploads = (async () => {
      while (uploading) {
        const created = await sendOfferForm({ app, auth }, 'POST', storeId, offerFields(), [photo]);
        if (created.statusCode !== 201) throw new Error(created.body);
        live.push(created.json()._id);
        writes++;
        if (live.length > 6) {
          const url = `${API}/storeads/${live.shift()}`;
          const removed = await app.inject({ method: 'DELETE', url, headers: auth });
          if (removed.statusCode !== 200) throw new Error(removed.body);
          writes++;
        }
      }
    })();

    const runs: Array<{ code: number | null; out: string; err: string }> = [];
    try {
      for (let run = 0; run < 4; run++) runs.push(await runBackupCli(dataDir, backupDir));
    } finally {
      uploading = false;
      await uploads;
      await app.close();
    }

    expect(writes).toBeGreaterThan(10);
    expect(runs.map((run) => [run.code, run.err])).toEqual(runs.map(() => [0, '']));
    for (const { out } of runs) {
      const { referenced, missing } = missingAfterRestore(out);
      expect(referenced).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    }
    expect(readdirSync(backupDir).filter((name) => !name.endsWith('.tar.gz'))).toEqual([]);
  });

  it('take a consistent copy while the app runs, and a restore brings back a deleted store and its files', async () => {
    const dataDir = tempDir();
    const backupDir = tempDir();
    const first = await openApp(dataDir);
    const [logo] = await first.app.images.saveAll('logos', [
      { field: 'logoUrl', filename: 'logo.png', buffer: await imageBytes('png', 400, 400) },
    ]);
    const storeId = insertStore({ app: first.app }, { storeName: 'Kalyan Textiles' });
    first.app.db.$client.prepare('UPDATE stores SET logo_url = ? WHERE id = ?').run(logo, storeId);
    insertOffer({ app: first.app }, { storeId });
    const filesBefore = uploadedFiles(dataDir);

    const archive = await createBackup({ dataDir, backupDir, keep: 14 });
    expect(basename(archive)).toMatch(/^offerboard-\d{8}T\d{6}Z\.tar\.gz$/);

    const removed = await first.app.inject({ method: 'DELETE', url: `${API}/Store/${storeId}`, headers: first.auth });
    expect(removed.statusCode).toBe(200);
    expect(countRows(first.app, 'stores')).toBe(0);
    expect(uploadedFiles(dataDir)).toEqual([]);
    await first.app.close();

    const aside = restoreBackup({ dataDir, archive });
    expect(existsSync(join(aside, 'app.db'))).toBe(true);

    const second = await openApp(dataDir);
    const store = await second.app.inject({ method: 'GET', url: `${API}/Store/${storeId}`, headers: second.auth });
    expect(store.statusCode).toBe(200);
    expect(store.json().storeName).toBe('Kalyan Textiles');
    expect(countRows(second.app, 'ads')).toBe(1);
    expect(uploadedFiles(dataDir)).toEqual(filesBefore);
    await second.app.close();
  });

  it('keep only the newest archives', async () => {
    const dataDir = tempDir();
    const backupDir = tempDir();
    const { app } = await openApp(dataDir);
    await app.close();
    for (let day = 1; day <= 4; day++) {
      await createBackup({ dataDir, backupDir, keep: 3, now: new Date(Date.UTC(2026, 10, day, 2, 0, 0)) });
    }
    expect(listBackups(backupDir).map((file) => basename(file))).toEqual([
      'offerboard-20261104T020000Z.tar.gz',
      'offerboard-20261103T020000Z.tar.gz',
      'offerboard-20261102T020000Z.tar.gz',
    ]);
    expect(readdirSync(backupDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('remove the unfinished archives and staging folders of killed runs, not those of a run still going', async () => {
    const dataDir = tempDir();
    const backupDir = tempDir();
    const { app } = await openApp(dataDir);
    await app.close();
    const killed = ['offerboard-20261101T023000Z.tar.gz.partial', '.staging-abc123'];
    const running = ['offerboard-20261102T023000Z.tar.gz.partial', '.staging-def456'];
    for (const name of [...killed, ...running]) writeFileSync(join(backupDir, name), 'half an archive');
    const yesterday = new Date(Date.now() - 86_400_000);
    for (const name of killed) utimesSync(join(backupDir, name), yesterday, yesterday);

    const archive = await createBackup({ dataDir, backupDir, keep: 14 });

    expect(readdirSync(backupDir).sort()).toEqual([...running, basename(archive)].sort());
  });

  it('refuse an archive without a sound database and leave the current data untouched', async () => {
    const dataDir = tempDir();
    const { app } = await openApp(dataDir);
    await app.close();
    const before = readdirSync(dataDir).sort();
    const scratch = tempDir();
    writeFileSync(join(scratch, 'app.db'), 'this is not a database');
    const broken = join(scratch, 'broken.tar.gz');
    execFileSync('tar', ['-czf', broken, '-C', scratch, 'app.db']);
    expect(() => restoreBackup({ dataDir, archive: broken })).toThrow();
    expect(() => restoreBackup({ dataDir, archive: join(scratch, 'missing.tar.gz') })).toThrow(/No backup file/);
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });
});
