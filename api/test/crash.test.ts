// Durability: the real server is killed with SIGKILL while admin writes are in flight, again and again. Every write
// it acknowledged must be there afterwards, with its image files, and SQLite must pass its integrity check.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, API, imageBytes } from './helpers.js';
import { freePort, killed, startServer } from './processes.js';

const ROUNDS = 10;
const WORKERS = 4;

let dataDir = '';
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during acknowledged writes', () => {
  it(`loses nothing that was acknowledged, over ${ROUNDS} rounds`, { timeout: 180_000 }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'offerboard-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}${API}`;
    const png = await imageBytes('png', 700, 500);
    const acknowledged = { offerTypes: [] as string[], categories: [] as string[] };
    let token = '';

    for (let round = 0; round < ROUNDS; round++) {
      child = await startServer(port, { DATA_DIR: dataDir });
      if (!token) {
        const login = await fetch(`${base}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        token = (await login.json()).token;
      }
      const authorization = `Bearer ${token}`;
      let sent = 0;
      let inRound = 0;
      const killAfter = 8 + ((round * 7) % 13);
      let killing: Promise<void> | undefined;
      const worker = async (index: number) => {
        while (!killing) {
          const name = `R${round}W${index}N${sent++}`;
          const request =
            index === 0
              ? () => {
                  const form = new FormData();
                  form.append('title', `Cat ${name}`);
                  form.append('catPhotographs', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
                  return fetch(`${base}/category`, { method: 'POST', headers: { authorization }, body: form });
                }
              : () =>
                  fetch(`${base}/offertype`, {
                    method: 'POST',
                    headers: { authorization, 'content-type': 'application/json' },
                    body: JSON.stringify({ title: `Type ${name}` }),
                  });
          const response = await request().catch(() => undefined);
          if (!response) return;
          if (response.status !== 201) throw new Error(`write ${name} answered ${response.status}`);
          if (index === 0) acknowledged.categories.push(`Cat ${name}`);
          else acknowledged.offerTypes.push(`Type ${name}`);
          if (++inRound >= killAfter && child) killing ??= killed(child);
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
      await killing;
    }

    const db = new Database(join(dataDir, 'app.db'));
    try {
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const offerTypes = new Set(db.prepare('SELECT title FROM offer_types').pluck().all());
      const categories = db.prepare('SELECT title, photos FROM categories').all() as {
        title: string;
        photos: string;
      }[];
      const categoryTitles = new Set(categories.map((row) => row.title));
      expect(acknowledged.offerTypes.length).toBeGreaterThanOrEqual(ROUNDS * 5);
      expect(acknowledged.offerTypes.filter((title) => !offerTypes.has(title))).toEqual([]);
      expect(acknowledged.categories.filter((title) => !categoryTitles.has(title))).toEqual([]);
      const missingFiles = categories
        .flatMap((row) => JSON.parse(row.photos) as string[])
        .filter((path) => !existsSync(join(dataDir, path)));
      expect(missingFiles).toEqual([]);
    } finally {
      db.close();
    }
  });
});
