// Store import: how long a preview and an import of 100, 500 and 1,000 rows take over HTTP on the demo data, each as
// a ratio to creating one store through the form (with its logo) measured in the same run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import sharp from 'sharp';
import { freePort, waitFor } from '../local-server.js';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-import-bench-'));
const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
const SIZES = [100, 500, 1000];
const REPEATS = 3;
const TARGET_500_MS = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(call: () => Promise<Response>, status: number): Promise<number> {
  const started = performance.now();
  const response = await call();
  const elapsed = performance.now() - started;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return elapsed;
}

execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js')], { env, stdio: 'inherit' });
const port = await freePort();
const api: ChildProcess = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
  env: { ...env, API_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/backendapi/api`;

try {
  await waitFor(`${base}/health`);
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const places = (await (await fetch(`${base}/locations`)).json()) as {
    data: Array<{ district: string; locationName: string }>;
  };
  const categories = (await (await fetch(`${base}/category`)).json()) as Array<{ title: string }>;
  const logo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  let serial = 0;
  const storeRow = () => {
    serial++;
    const place = places.data[serial % places.data.length];
    return {
      storeName: `Bench Shop ${serial}`,
      ownerName: 'Anil Kumar',
      contact: `98${String(serial).padStart(8, '0')}`,
      email: `shop${serial}@example.com`,
      address: `${serial} Market Road`,
      district: place?.district ?? '',
      location: place?.locationName ?? '',
      category: categories[serial % categories.length]?.title ?? '',
    };
  };
  const createOne = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(storeRow())) form.set(name, value);
    form.set('logoUrl', new Blob([logo], { type: 'image/png' }), 'logo.png');
    return fetch(`${base}/Store`, { method: 'POST', headers: auth, body: form });
  };
  const post = (path: string, rows: unknown[]) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });

  await timed(createOne, 201);
  const creates: number[] = [];
  for (let run = 0; run < REPEATS; run++) creates.push(await timed(createOne, 201));
  const baseline = median(creates);
  const table = [['call', 'median ms', 'ratio to one form create']];
  table.push(['POST /Store (one store with a logo)', baseline.toFixed(0), '1.0']);
  let import500 = Number.NaN;
  for (const size of SIZES) {
    const previews: number[] = [];
    const imports: number[] = [];
    for (let run = 0; run < REPEATS; run++) {
      const rows = Array.from({ length: size }, storeRow);
      previews.push(await timed(() => post('/Store/import/preview', rows), 200));
      imports.push(await timed(() => post('/Store/import', rows), 201));
    }
    if (size === 500) import500 = median(imports);
    table.push([`preview ${size} rows`, median(previews).toFixed(0), (median(previews) / baseline).toFixed(1)]);
    table.push([`import ${size} rows`, median(imports).toFixed(0), (median(imports) / baseline).toFixed(1)]);
  }
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of table) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
  const verdict = import500 < TARGET_500_MS ? 'within' : 'OVER';
  process.stdout.write(`import of 500 rows: ${import500.toFixed(0)} ms, ${verdict} the ${TARGET_500_MS} ms target\n`);
  if (import500 >= TARGET_500_MS) process.exitCode = 1;
} finally {
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
