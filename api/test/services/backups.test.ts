import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createBackup, listBackups, restoreBackup } from '../../src/services/backups.js';
import { insertAd, insertStore } from '../fixtures/ads-fixtures.js';
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

describe('backups', () => {
  it('take a consistent copy while the app runs, and a restore brings back a deleted store and its files', async () => {
    const dataDir = tempDir();
    const backupDir = tempDir();
    const first = await openApp(dataDir);
    const [logo] = await first.app.images.saveAll('logos', [
      { field: 'logoUrl', filename: 'logo.png', buffer: await imageBytes('png', 400, 400) },
    ]);
    const storeId = insertStore({ app: first.app }, { storeName: 'Kalyan Textiles' });
    first.app.db.$client.prepare('UPDATE stores SET logo_url = ? WHERE id = ?').run(logo, storeId);
    insertAd({ app: first.app }, { storeId });
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
