// Continuous replication: the real API writes offers with images over HTTP while the real Litestream (the pinned
// npm binary) streams the database to a file replica; both are killed with SIGKILL mid-write. The restore command
// rebuilds an empty data directory from the replica alone, and the API started on it must hold every write it
// acknowledged more than 2 s before the kill, images included, with SQLite's integrity and foreign-key checks clean;
// restored to a moment halfway, it holds what was acknowledged 2 s before that moment and nothing sent after it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { replicaFromEnv } from '../src/config.js';
import { variantsOf } from '../src/services/image-store.js';
import { litestreamBinary, litestreamConfig } from '../src/services/litestream.js';
import { offerFields } from './fixtures/offers-fixtures.js';
import { ADMIN, API, imageBytes, multipart } from './helpers.js';
import { freePort, killed, startServer } from './processes.js';
import { storeFields } from './store-fixtures.js';

const restoreCommand = resolve(import.meta.dirname, '../src/cli/restore-replica.ts');
const WRITERS = 3;
const WRITING_MS = 8_000;
/** Writes acknowledged longer than this before the kill must survive it (Litestream ships every 100 ms here). */
const SAFE_AFTER_MS = 2_000;

let work = '';
const processes: ChildProcess[] = [];
afterEach(() => {
  for (const child of processes.splice(0)) child.kill('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Runs a command, killed after the test; its output is read (pipe) or not (ignore, so it never fills a pipe). */
function run(command: string, args: string[], env: Record<string, string>, output: 'pipe' | 'ignore'): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  processes.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

async function json(response: Response, status: number) {
  if (response.status !== status)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A form with the fields and one PNG. */
function form(fields: Record<string, string | string[]>, file: { field: string; bytes: Buffer }): FormData {
  return multipart(fields, [{ field: file.field, filename: 'photo.png', content: file.bytes, type: 'image/png' }]);
}

interface Acknowledged {
  id: string;
  images: string[];
  /** When the request was sent and when its answer came. */
  sent: number;
  at: number;
}

describe('continuous replication to a file replica', () => {
  it('restores into an empty directory every write acknowledged more than 2 s before a kill -9, images included, and a past moment without what came after', {
    timeout: 90_000,
  }, async () => {
    work = mkdtempSync(join(tmpdir(), 'offerboard-replica-'));
    const dataDir = join(work, 'data');
    const replicaEnv = { LITESTREAM_REPLICA_URL: `file://${join(work, 'replica')}` };
    const replica = replicaFromEnv(replicaEnv);
    if (!replica) throw new Error('no replica');
    const port = await freePort();
    const api = await startServer(port, { DATA_DIR: dataDir, ...replicaEnv });
    processes.push(api);
    const configFile = join(work, 'litestream.yml');
    writeFileSync(configFile, litestreamConfig(join(dataDir, 'app.db'), replica, { monitor: '100ms', sync: '100ms' }));
    const litestream = run(litestreamBinary(), ['replicate', '-config', configFile, '-no-expand-env'], {}, 'ignore');

    const base = `http://127.0.0.1:${port}${API}`;
    const { token } = await json(
      await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
      200,
    );
    const headers = { authorization: `Bearer ${token}` };
    const png = await imageBytes('png', 700, 500);
    await json(
      await fetch(`${base}/offertype`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Flat Discount' }),
      }),
      201,
    );
    await json(
      await fetch(`${base}/category`, {
        method: 'POST',
        headers,
        body: form({ title: storeFields().category }, { field: 'catPhotographs', bytes: png }),
      }),
      201,
    );
    await json(
      await fetch(`${base}/locations`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ district: storeFields().district, locationName: storeFields().location }),
      }),
      201,
    );
    const store = await json(
      await fetch(`${base}/Store`, {
        method: 'POST',
        headers,
        body: form({ ...storeFields() }, { field: 'logoUrl', bytes: png }),
      }),
      201,
    );

    const acknowledged: Acknowledged[] = [];
    const stopAt = Date.now() + WRITING_MS;
    /** A whole second halfway through, for the point-in-time restore. */
    const halfway = Math.ceil((stopAt - WRITING_MS / 2) / 1000) * 1000;
    let killing: Promise<unknown> | undefined;
    let killedAt = 0;
    const writer = async (index: number) => {
      for (let n = 0; !killing; n++) {
        const sent = Date.now();
        const response = await fetch(`${base}/storeads/${store._id}`, {
          method: 'POST',
          headers,
          body: form(offerFields({ description: `Offer ${index}-${n}` }), { field: 'adsImages', bytes: png }),
        }).catch(() => undefined);
        if (!response) return;
        const offer = await json(response, 201);
        acknowledged.push({ id: offer._id, images: offer.adsImages, sent, at: Date.now() });
        if (Date.now() >= stopAt && !killing) {
          killedAt = Date.now();
          killing = Promise.all([killed(api), killed(litestream)]);
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
    await killing;

    const restoreInto = async (dir: string, args: string[] = []) => {
      const started = performance.now();
      const command = run(
        process.execPath,
        ['--import', 'tsx', restoreCommand, ...args],
        { DATA_DIR: dir, ...replicaEnv },
        'pipe',
      );
      const outcome = await exited(command);
      expect(outcome, outcome.output).toMatchObject({ code: 0 });
      return (performance.now() - started) / 1000;
    };
    const restoredDir = join(work, 'restored');
    const restoreSeconds = await restoreInto(restoredDir);
    const pastDir = join(work, 'restored-halfway');
    await restoreInto(pastDir, ['--at', new Date(halfway).toISOString().replace('.000Z', 'Z')]);

    const offersIn = (dir: string) => {
      const db = new Database(join(dir, 'app.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(db.pragma('foreign_key_check')).toEqual([]);
        return new Set(db.prepare('SELECT id FROM ads').pluck().all().map(String));
      } finally {
        db.close();
      }
    };
    offersIn(restoredDir);
    const past = offersIn(pastDir);
    expect(acknowledged.filter((write) => write.at < halfway - SAFE_AFTER_MS && !past.has(write.id))).toEqual([]);
    expect(acknowledged.filter((write) => write.sent > halfway && past.has(write.id))).toEqual([]);
    const restoredPort = await freePort();
    processes.push(await startServer(restoredPort, { DATA_DIR: restoredDir }));
    const restored = `http://127.0.0.1:${restoredPort}`;
    const present = async (write: Acknowledged) => {
      const response = await fetch(`${restored}${API}/storeads/ad/${write.id}`);
      if (response.status === 404) return false;
      const offer = await json(response, 200);
      expect(offer.adsImages).toEqual(write.images);
      return true;
    };
    const lost: Acknowledged[] = [];
    for (const write of acknowledged) if (!(await present(write))) lost.push(write);
    const files = acknowledged
      .filter((write) => !lost.includes(write))
      .flatMap((write) => write.images.flatMap(variantsOf));
    const missingFiles: string[] = [];
    for (const file of files) {
      const response = await fetch(`${restored}/backendapi/${file}`);
      if (response.status !== 200 || (await response.arrayBuffer()).byteLength === 0) missingFiles.push(file);
    }

    console.info(
      `replication: ${acknowledged.length} offers acknowledged in ${WRITING_MS / 1000} s, ${lost.length} lost ` +
        `(acknowledged ${lost.map((write) => killedAt - write.at).join(', ') || '-'} ms before the kill); ` +
        `restore of the database and ${files.length} image files took ${restoreSeconds.toFixed(1)} s`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(lost.filter((write) => killedAt - write.at > SAFE_AFTER_MS)).toEqual([]);
    expect(missingFiles).toEqual([]);
  });
});
