// `make bench BENCH_HISTORY=1`: what two years of history cost. The bench catalog (1,000 stores, 10,000 offers) alone
// and with the `--history` dataset beside it (5,000 stores, 200,000 ended offers, 730 days of counters and visitor
// stats), each served by its own API. Every visitor call is asked without the response cache's help (each request new:
// another page, filter, offer, store or typed prefix), sequentially, kind by kind on one API then the other, so both
// see the same busy machine: p95 and the API's CPU time per request, history over without (target: within 1.2x). Then
// the admin screens' reads with their filters on both (target: p95 under 200 ms on history), and the databases' sizes.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { freePort, waitFor } from '../local-server.js';
import { type Latency, searchLatency, timeEach } from './search-latency.js';
import { printTable } from './seeded-api.js';

const root = resolve(import.meta.dirname, '../..');
const TARGETS = { ratio: 1.2, adminP95Ms: 200 };
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile';
/** The bench dataset of run.ts (shared), and the history dataset beside it; each is built once and kept. */
const DATASETS = [
  { name: 'without history', dataDir: resolve(process.env.BENCH_DATA_DIR || join(root, '.bench-data')), seed: [] },
  { name: 'history', dataDir: join(root, '.bench-data', 'history'), seed: ['--history'] },
];

interface Api {
  name: string;
  dataDir: string;
  base: string;
  pid: number;
  admin: Record<string, string>;
  process: ChildProcess;
}

function seed(dataDir: string, args: string[]): void {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, 'app.db'))) process.stdout.write(`Building the dataset in ${dataDir}...\n`);
  execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js'), '--bench', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir },
    stdio: 'inherit',
  });
}

async function startApi(name: string, dataDir: string): Promise<Api> {
  const port = await freePort();
  // At the production log level (info), as run.ts measures.
  const child = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', DATA_DIR: dataDir, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/backendapi/api`;
  await waitFor(`${base}/health`, 120_000);
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { name, dataDir, base, pid: child.pid ?? 0, admin: { authorization: `Bearer ${token}` }, process: child };
}

function databaseMb(dataDir: string): number {
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  return (size(join(dataDir, 'app.db')) + size(join(dataDir, 'app.db-wal'))) / 1e6;
}

interface Kind {
  name: string;
  /** Paths under the API's base, each asked once. */
  requests: (base: string) => Array<string | Request>;
}

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const range = (count: number, from = 1) => Array.from({ length: count }, (_, index) => index + from);

/** The visitor calls, as distinct requests built from what the catalog without history lists (the same live offers). */
async function visitorKinds(base: string): Promise<Kind[]> {
  const names = <T>(path: string) => json<T>(`${base}${path}`);
  const districts = (await names<Array<{ title: string }>>('/districts')).map((d) => d.title);
  const categories = (await names<Array<{ title: string }>>('/category')).map((c) => c.title);
  const offerTypes = (await names<{ data: Array<{ title: string }> }>('/offertype?paginated=false')).data.map(
    (t) => t.title,
  );
  type Offer = { _id: string; storeId: { _id: string } };
  const offers: Offer[] = [];
  for (const page of range(10)) {
    offers.push(...(await names<{ data: Offer[] }>(`/storeads/adswithstore?page=${page}&limit=48`)).data);
  }
  const listing = (query: string) => `/storeads/adswithstore?${query}`;
  const pages = (query: string, count: number) => range(count).map((page) => listing(`${query}&page=${page}`));
  const q = encodeURIComponent;
  return [
    // Enough requests of each kind that the CPU time (read in 10 ms ticks) is a steady figure.
    { name: 'listing, newest', requests: () => pages('limit=12', 200) },
    { name: 'listing, sort=ending', requests: () => pages('limit=12&sort=ending', 200) },
    {
      name: 'listing, sort=nearest',
      requests: () => range(100).map((i) => listing(`sort=nearest&lat=${(8.5 + i * 0.03).toFixed(3)}&lng=76.29`)),
    },
    {
      name: 'listing, district/category/type',
      requests: () => [
        ...districts.flatMap((d) => pages(`district=${q(d)}`, 6)),
        ...categories.flatMap((c) => pages(`category=${q(c)}`, 6)),
        ...offerTypes.flatMap((t) => pages(`offerType=${q(t)}`, 6)),
      ],
    },
    { name: 'offer page', requests: () => offers.map((offer) => `/storeads/ad/${offer._id}`) },
    {
      name: 'store page',
      requests: () =>
        [...new Set(offers.map((offer) => offer.storeId._id))].slice(0, 200).map((id) => `/store/${id}/page`),
    },
    {
      name: 'saved (12 ids)',
      requests: () =>
        range(100, 0).map(
          (i) =>
            `/storeads/saved?ids=${offers
              .slice(i * 4, i * 4 + 12)
              .map((o) => o._id)
              .join(',')}`,
        ),
    },
    {
      name: 'events (POST)',
      requests: (apiBase) =>
        offers.slice(0, 250).map(
          (offer, i) =>
            new Request(`${apiBase}/events`, {
              method: 'POST',
              // One address each: the call's rate limit is per visitor.
              headers: { 'content-type': 'application/json', 'user-agent': PHONE, 'x-forwarded-for': `10.9.${i}.1` },
              body: JSON.stringify({ type: 'view', offerId: offer._id }),
            }),
        ),
    },
  ];
}

/** The admin screens' reads with their filters (admin reads are never cached), each asked five times. */
function adminKinds(today: string, storeIds: string[]): Kind[] {
  const weekAgo = new Date(Date.parse(today) - 7 * 86_400_000).toISOString().slice(0, 10);
  const five = (paths: string[]) => paths.flatMap((path) => [path, path, path, path, path]);
  const report = (query: string) => `/storeads/adswithstoreadmin?limit=10&${query}`;
  return [
    {
      name: 'ads report, filters',
      requests: () =>
        five([
          report('page=1'),
          ...['live', 'expired', 'scheduled', 'ending-soon', 'paused'].map((status) => report(`status=${status}`)),
          report('district=Ernakulam'),
          report('category=Textiles&status=expired'),
          report('searchQuery=gold'),
          report('searchQuery=sarees&status=expired'),
          report('page=2000'),
        ]),
    },
    {
      name: 'audit log, filters',
      requests: () =>
        five([
          '/audit?page=1',
          '/audit?itemType=offer',
          '/audit?action=update',
          '/audit?itemType=store&action=delete',
          `/audit?from=${weekAgo}&to=${today}`,
          '/audit?page=300',
        ]),
    },
    { name: 'per-store ads', requests: () => storeIds.map((id) => `/storeads/${id}`) },
    { name: 'per-store stats (30 days)', requests: () => storeIds.map((id) => `/stats/stores/${id}`) },
    {
      name: 'dashboard',
      requests: () =>
        five(['/getincrement', '/Store?limit=1', '/storeads/adswithstoreadmin?limit=1', '/stats/daily?days=30']),
    },
    { name: 'store reports', requests: () => five(['/reports/stores']) },
  ];
}

function withHeaders(request: string | Request, base: string, headers: Record<string, string>): string | Request {
  return typeof request === 'string' ? new Request(`${base}${request}`, { headers }) : request;
}

/** A kind measured on each API in turn: its latencies per API, in the order of `apis`. */
async function measureKind(apis: Api[], kind: Kind, headers: (api: Api) => Record<string, string>) {
  const results: Latency[] = [];
  for (const api of apis) {
    const requests = kind.requests(api.base).map((request) => withHeaders(request, api.base, headers(api)));
    results.push(await timeEach(api.pid, kind.name, requests, () => true));
  }
  return results;
}

const ms = (value: number) => value.toFixed(1);

const loadBefore = loadavg()[0] ?? 0;
for (const dataset of DATASETS) seed(dataset.dataDir, dataset.seed);
const apis: Api[] = [];
try {
  for (const dataset of DATASETS) apis.push(await startApi(dataset.name, dataset.dataDir));
  const [plain, history] = apis as [Api, Api];
  const kinds = await visitorKinds(plain.base);
  // Each API serves listing pages first (other pages than those measured), so neither is measured cold.
  for (const api of apis) {
    for (const page of range(10, 100)) await fetch(`${api.base}/storeads/adswithstore?page=${page}&limit=11`);
  }

  const rows: string[][] = [
    ['visitor call (uncached)', 'n', 'p95 ms', 'history', 'ratio', 'CPU ms/req', 'history', 'ratio', ''],
  ];
  let missed = 0;
  const addRow = (name: string, [without, withHistory]: Latency[]) => {
    if (!without || !withHistory) return;
    const p95Ratio = withHistory.p95 / without.p95;
    const cpuRatio = withHistory.cpu / without.cpu;
    const ok = cpuRatio <= TARGETS.ratio && p95Ratio <= TARGETS.ratio;
    if (!ok) missed++;
    rows.push([
      name,
      String(without.count),
      ms(without.p95),
      ms(withHistory.p95),
      p95Ratio.toFixed(2),
      without.cpu.toFixed(2),
      withHistory.cpu.toFixed(2),
      cpuRatio.toFixed(2),
      ok ? 'ok' : 'MISSED',
    ]);
  };
  for (const kind of kinds) addRow(kind.name, await measureKind(apis, kind, () => ({ 'user-agent': PHONE })));
  const searches = [await searchLatency(plain.base, plain.pid), await searchLatency(history.base, history.pid)];
  for (const [index, result] of (searches[0]?.results ?? []).entries()) {
    addRow(`search: ${result.name}`, [result, searches[1]?.results[index] as Latency]);
  }

  const today = new Date().toISOString().slice(0, 10);
  const storeIds = range(20).map((i) => String(i * 37));
  const adminRows: string[][] = [['admin read (with filters)', 'n', 'p95 ms', 'history', 'target', '']];
  let adminMissed = 0;
  for (const kind of adminKinds(today, storeIds)) {
    const [without, withHistory] = await measureKind(apis, kind, (api) => api.admin);
    if (!without || !withHistory) continue;
    const ok = withHistory.p95 < TARGETS.adminP95Ms;
    if (!ok) adminMissed++;
    adminRows.push([
      kind.name,
      String(without.count),
      ms(without.p95),
      ms(withHistory.p95),
      `< ${TARGETS.adminP95Ms}`,
      ok ? 'ok' : 'MISSED',
    ]);
  }

  process.stdout.write(
    '\nTwo years of history: the bench catalog alone and with 200,000 ended offers, 5,000 stores and 730 days of ' +
      'stats beside it (each request new, sequential, loopback)\n',
  );
  printTable(rows);
  process.stdout.write(
    `Target: history within ${TARGETS.ratio}x of the catalog alone, p95 and CPU per request: ` +
      `${missed === 0 ? 'ok' : `MISSED by ${missed}`}\n\n`,
  );
  printTable(adminRows);
  process.stdout.write(
    `Target: p95 < ${TARGETS.adminP95Ms} ms on history: ${adminMissed === 0 ? 'ok' : `MISSED by ${adminMissed}`}\n` +
      `Database: ${databaseMb(plain.dataDir).toFixed(0)} MB without history, ${databaseMb(history.dataDir).toFixed(0)} MB ` +
      'with two years\n' +
      `Conditions: ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before and ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} after (a shared machine inflates times; the ratios compare the same moments)\n`,
  );
} finally {
  for (const api of apis) api.process.kill('SIGTERM');
}
