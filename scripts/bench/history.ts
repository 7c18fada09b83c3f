// `make bench BENCH_HISTORY=1`: what two years of history cost. The bench catalog (1,000 stores, 10,000 offers) alone
// and with the `--history` dataset beside it (5,000 stores, 200,000 ended offers, 730 days of counters and visitor
// stats), each served by its own API. Every visitor call is asked without the response cache's help (each request new:
// another page, filter, offer, store or typed prefix), sequentially, a request on one API then one on the other, so
// both see the same busy machine, in rounds on both APIs started afresh: p95 and the API's CPU time per request over
// the rounds, history over without, with the p95 ratio's bootstrap interval (target: within 1.2x). Then
// the admin screens' reads with their filters on both (target: p95 under 200 ms on history), the Ads Report's export
// (refused above its limit; the pages an export reads and the API's memory meanwhile), the nightly housekeeping's run
// at start, and the databases' sizes. Offer and store ids differ between the two (the past has the lower ids), so each
// API's requests are built from its own listing of the same live offers.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { freePort, stopProcess, waitFor } from '../local-server.js';
import { type Latency, latencyOf, percentile, searchKinds, type Timings, timeRequests } from './search-latency.js';
import { printTable } from './seeded-api.js';

const root = resolve(import.meta.dirname, '../..');
const TARGETS = { ratio: 1.2, adminP95Ms: 200, exportRssMb: 250 };
/**
 * How many requests of a kind are asked on one API before the other's turn (measureKind): one, so that every moment of
 * the shared machine and of this client falls on both alike (with slices of 8 the p95 ratios swung 0.66-1.6 both ways
 * from run to run; with 1 they lean one way, docs/scaling.md section 5).
 */
const SLICE = 1;
/**
 * How many times the visitor calls are measured, each time on both APIs started afresh (an empty response cache, so
 * the same requests are uncached again); every row pools the rounds' requests. A call of one to five milliseconds has
 * its p95 in its slowest few requests, which one stall of the machine decides: in single rounds the p95 ratios of
 * calls whose CPU ratios read 0.94-1.17 spread from 0.68 to 1.31 (docs/scaling.md section 5).
 */
const ROUNDS = 3;
/** How many times each side's timings are drawn again for the interval of a p95 ratio (p95RatioInterval). */
const RESAMPLES = 1000;
/** The Ads Report's export limit, as the admin applies it (admin-web's EXPORT_MAX_ROWS). */
const EXPORT_MAX_ROWS = Number(
  /EXPORT_MAX_ROWS = ([\d_]+)/
    .exec(readFileSync(join(root, 'admin-web/src/features/ads-report/api/ads-report.ts'), 'utf8'))?.[1]
    ?.replaceAll('_', ''),
);
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
  /** The log line of the housekeeping the API runs at start (what the nightly job logs). */
  housekeeping: Promise<{ ms: number; walBytes: number; endedOffersUnindexed: number }>;
}

function seed(dataDir: string, args: string[]): void {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, 'app.db'))) process.stdout.write(`Building the dataset in ${dataDir}...\n`);
  execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js'), '--bench', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir },
    stdio: 'inherit',
  });
}

/**
 * How the API's systemd unit starts it, which its memory depends on: the unit's `Environment=` settings (glibc's
 * arenas) and node's flags before the script (V8's young generation).
 */
function deployedApi(): { env: Record<string, string>; nodeFlags: string[] } {
  const unit = readFileSync(join(root, 'scripts/deploy/templates/offerboard-api.service'), 'utf8');
  const env = Object.fromEntries(
    [...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
  );
  const nodeFlags = /^ExecStart=@NODE@ (.*?)\S*server\.js$/m.exec(unit)?.[1]?.split(' ').filter(Boolean) ?? [];
  return { env, nodeFlags };
}

/**
 * The public site's files the API's offer pages route reads (its shell and client manifest) and the site's offer
 * page module beside an empty regeneration script: the API serves ended offers' addresses as in production (and loads the
 * page module, whose memory counts in the export's figure), while its regenerations do nothing, so no full render at
 * start competes with the calls measured (scripts/bench/publishing.ts measures regenerations).
 */
function offerPagesSite(): { siteDir: string; script: string; remove: () => void } {
  const scratch = mkdtempSync(join(tmpdir(), 'offerboard-history-bench-'));
  const siteDir = join(scratch, 'site');
  const serverDir = join(scratch, 'server');
  cpSync(join(root, 'public-web/dist'), siteDir, { recursive: true });
  mkdirSync(serverDir);
  // A link: the module's imports (React's package among them) resolve from where it really is.
  symlinkSync(join(root, 'public-web/dist-server/offer-pages.js'), join(serverDir, 'offer-pages.js'));
  const script = join(serverDir, 'prerender.js');
  writeFileSync(script, '');
  return { siteDir, script, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}
const site = offerPagesSite();

async function startApi(name: string, dataDir: string): Promise<Api> {
  const port = await freePort();
  const deployed = deployedApi();
  // At the production log level (info), as run.ts measures.
  const child = spawn(process.execPath, [...deployed.nodeFlags, join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
      ...deployed.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PRERENDER_OUT_DIR: site.siteDir,
      PRERENDER_SCRIPT: site.script,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const housekeeping = new Promise<Api['housekeeping'] extends Promise<infer T> ? T : never>((done) => {
    lines.on('line', (line) => {
      if (line.includes('"database housekeeping"')) done(JSON.parse(line));
    });
  });
  const base = `http://127.0.0.1:${port}/backendapi/api`;
  await waitFor(`${base}/health`, 120_000);
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    name,
    dataDir,
    base,
    pid: child.pid ?? 0,
    admin: { authorization: `Bearer ${token}` },
    process: child,
    housekeeping,
  };
}

function databaseMb(dataDir: string): number {
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  return (size(join(dataDir, 'app.db')) + size(join(dataDir, 'app.db-wal'))) / 1e6;
}

interface Kind {
  name: string;
  /** Paths under the API's base (or whole requests), each asked once. */
  requests: (base: string) => Array<string | Request>;
  /** What makes an answer what the kind promises (every answer, unless it says). */
  useful?: (body: unknown) => boolean;
  /** Not one of the issue's calls held to the ratio (it shows ended offers, whose number history changes). */
  untargeted?: boolean;
}

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const range = (count: number, from = 1) => Array.from({ length: count }, (_, index) => index + from);

/** The visitor calls, as distinct requests built from what this API lists (both list the same live offers). */
async function visitorKinds(base: string): Promise<{ kinds: Kind[]; storeIds: string[]; endedId: string | undefined }> {
  const names = <T>(path: string) => json<T>(`${base}${path}`);
  const districts = (await names<Array<{ title: string }>>('/districts')).map((d) => d.title);
  const categories = (await names<Array<{ title: string }>>('/category')).map((c) => c.title);
  const offerTypes = (await names<{ data: Array<{ title: string }> }>('/offertype?paginated=false')).data.map(
    (t) => t.title,
  );
  type Offer = { _id: string; endDate: string; storeId: { _id: string } };
  const offers: Offer[] = [];
  // About a thousand live offers, so that calls of a millisecond or two have enough requests for a steady p95.
  for (const page of range(20)) {
    offers.push(...(await names<{ data: Offer[] }>(`/storeads/adswithstore?page=${page}&limit=48`)).data);
  }
  // Offers ended within the 90 days their addresses still show them (ADR 042), the longest ended first: the site has
  // no file for them, so Caddy passes their addresses to the API's offer pages route (ADR 053).
  const today = new Date().toISOString().slice(0, 10);
  const ended: Offer[] = [];
  for (const page of range(10)) {
    const listed = await names<{ data: Offer[] }>(
      `/storeads/adswithstore?showExpired=true&sort=ending&page=${page}&limit=48`,
    );
    ended.push(...listed.data.filter((offer) => offer.endDate < today));
  }
  const listing = (query: string) => `/storeads/adswithstore?${query}`;
  const pages = (query: string, count: number) => range(count).map((page) => listing(`${query}&page=${page}`));
  const q = encodeURIComponent;
  const storeIds = [...new Set(offers.map((offer) => offer.storeId._id))];
  const kinds: Kind[] = [
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
      name: "an ended offer's address (HTML)",
      requests: () => ended.map((offer) => `/sitepages/offerdetails/${offer._id}`),
      useful: (body) => typeof body === 'string' && body.includes('<meta property="og:title"'),
    },
    { name: 'store page', requests: () => storeIds.map((id) => `/store/${id}/page`) },
    {
      name: 'saved (12 ids)',
      requests: () =>
        range(Math.floor((offers.length - 12) / 4) + 1, 0).map(
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
        offers.map(
          (offer, i) =>
            new Request(`${apiBase}/events`, {
              method: 'POST',
              // One address each: the call's rate limit is per visitor.
              headers: {
                'content-type': 'application/json',
                'user-agent': PHONE,
                'x-forwarded-for': `10.${9 + (i >> 8)}.${i & 255}.1`,
              },
              body: JSON.stringify({ type: 'view', offerId: offer._id }),
            }),
        ),
    },
    // /offers?showExpired=true: today's offers and those ended within 90 days (ADR 042), which history has more of.
    { name: 'listing, showExpired', requests: () => pages('limit=12&showExpired=true', 100), untargeted: true },
    {
      name: 'search, showExpired',
      requests: () =>
        ['sarees', 'gold', 'tv', 'kochi'].flatMap((term) => pages(`showExpired=true&searchQuery=${term}`, 10)),
      untargeted: true,
    },
  ];
  return { kinds, storeIds, endedId: ended[0]?._id };
}

/** The admin screens' reads with their filters (admin reads are never cached), each asked five times. */
function adminKinds(today: string, storeIds: string[]): Kind[] {
  const weekAgo = new Date(Date.parse(today) - 7 * 86_400_000).toISOString().slice(0, 10);
  const five = (paths: string[]) => paths.flatMap((path) => [path, path, path, path, path]);
  const report = (query: string) => `/storeads/adswithstoreadmin?limit=10&${query}`;
  const search = (terms: string[], query = '') =>
    terms.map((term) => report(`searchQuery=${encodeURIComponent(term)}${query}`));
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
      // The admin's search reads every offer ever listed (the full pair of full-text indexes, ADR 046).
      name: 'ads report, search',
      requests: () =>
        five([
          ...search(['ko', 'tv', 'gold', 'sarees', 'kochi', 'biryani']),
          ...search(['gold', 'sarees'], '&status=expired'),
          ...search(['ko'], '&page=100'),
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

/**
 * A kind measured on both APIs in alternation (`kinds[i]` is the kind as `apis[i]` asks it): its requests in slices
 * of `SLICE`, each slice on one API then on the other (the first API first every other round), so a slow moment of
 * the shared machine or of this client (another process, a GC) falls on both alike rather than on one API's whole
 * pass. Its timings per API, over all its requests; the CPU time is read around each slice.
 */
async function measureKind(
  apis: Api[],
  kinds: Kind[],
  headers: (api: Api) => Record<string, string>,
): Promise<Timings[]> {
  const requests = apis.map((api, index) =>
    (kinds[index] as Kind).requests(api.base).map((request) => withHeaders(request, api.base, headers(api))),
  );
  const totals: Timings[] = apis.map(() => ({ times: [], cpuMicros: 0, useful: 0 }));
  const rounds = Math.ceil(Math.max(...requests.map((asked) => asked.length)) / SLICE);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [...apis.keys()] : [...apis.keys()].reverse();
    for (const index of order) {
      const all = requests[index] as Array<string | Request>;
      const slice = all.slice(round * SLICE, (round + 1) * SLICE);
      addTimings(
        totals[index] as Timings,
        await timeRequests((apis[index] as Api).pid, slice, (kinds[index] as Kind).useful ?? (() => true)),
      );
    }
  }
  return totals;
}

function addTimings(total: Timings, more: Timings): void {
  total.times.push(...more.times);
  total.cpuMicros += more.cpuMicros;
  total.useful += more.useful;
}

/**
 * The 90% interval of the ratio of two p95s, from their timings (a percentile bootstrap: both drawn again with
 * replacement, RESAMPLES times). A call of one to five milliseconds has its p95 where its fast requests give way to
 * those a collection or the scheduler delayed, so a few more of those on one side move it by a third: over three pooled
 * runs the p95 ratio of a visitor event (2,880 requests a side, CPU ratio 1.01) read 1.24, 0.98 and 1.05, its interval
 * 0.89-1.45 in the first, while every call's p50 ratio read 0.98-1.07 (docs/scaling.md section 5).
 */
function p95RatioInterval(without: number[], withHistory: number[]): [number, number] {
  const resampledP95 = (times: number[]) =>
    percentile([...Float64Array.from(times, () => times[Math.floor(Math.random() * times.length)] ?? 0).sort()], 0.95);
  const ratios = Array.from({ length: RESAMPLES }, () => resampledP95(withHistory) / resampledP95(without));
  ratios.sort((a, b) => a - b);
  return [percentile(ratios, 0.05), percentile(ratios, 0.95)];
}

/** A process's resident memory (Linux): now (VmRSS), or its peak since it started or the last `resetPeak` (VmHWM). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** Starts a process's peak (VmHWM) over from its resident memory now, so that it measures what comes next alone. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * The Ads Report's "All matching rows" on every offer: how many match against the limit above which the admin refuses
 * it, and the pages an export of the limit reads (1,000 rows, two at a time, as admin-web's fetchAllOffers) with the
 * API's resident memory at the start and its peak during the export (the issue's "API RSS stays under 250 MB"), and
 * the process's peak before it (its start, the visitor calls and the admin reads).
 */
async function measureExport(api: Api) {
  const page = (number: number) =>
    new Request(`${api.base}/storeads/adswithstoreadmin?limit=1000&page=${number}`, { headers: api.admin });
  const peakBeforeMb = rssMb(api.pid, 'VmHWM');
  resetPeak(api.pid);
  const startMb = rssMb(api.pid, 'VmRSS');
  const first = (await (await fetch(page(1))).json()) as { totalAds: number };
  const pages = Math.min(EXPORT_MAX_ROWS, first.totalAds) / 1000;
  const times: number[] = [];
  for (let next = 1; next <= pages; next += 2) {
    await Promise.all(
      [next, next + 1]
        .filter((number) => number <= pages)
        .map(async (number) => {
          const started = performance.now();
          await (await fetch(page(number))).arrayBuffer();
          times.push(performance.now() - started);
        }),
    );
  }
  times.sort((a, b) => a - b);
  return {
    total: first.totalAds,
    pages: times.length,
    p95: percentile(times, 0.95),
    peakBeforeMb,
    startMb,
    peakMb: rssMb(api.pid, 'VmHWM'),
  };
}

const ms = (value: number) => value.toFixed(1);

const loadBefore = loadavg()[0] ?? 0;
for (const dataset of DATASETS) seed(dataset.dataDir, dataset.seed);
const apis: Api[] = [];
try {
  /** Each visitor call's timings per API (without history, with), pooled over the rounds, in the order asked. */
  const pooled = new Map<string, { timings: Timings[]; targeted: boolean }>();
  const pool = (name: string, timings: Timings[], targeted = true) => {
    const entry = pooled.get(name) ?? {
      timings: timings.map(() => ({ times: [], cpuMicros: 0, useful: 0 })),
      targeted,
    };
    for (const [index, more] of timings.entries()) addTimings(entry.timings[index] as Timings, more);
    pooled.set(name, entry);
  };
  let listed: Array<Awaited<ReturnType<typeof visitorKinds>>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const api of apis.splice(0)) await stopProcess(api.process);
    for (const dataset of DATASETS) apis.push(await startApi(dataset.name, dataset.dataDir));
    listed = await Promise.all(apis.map((api) => visitorKinds(api.base)));
    const kindsOf = (index: number) => listed.map(({ kinds }) => kinds[index] as Kind);
    // Each API serves listing pages first (other pages than those measured), so neither is measured cold, and loads
    // the offer pages' module, as the first ended offer's address a visitor opens makes it.
    for (const [index, api] of apis.entries()) {
      for (const page of range(10, 100)) await fetch(`${api.base}/storeads/adswithstore?page=${page}&limit=11`);
      await fetch(`${api.base}/sitepages/offerdetails/${listed[index]?.endedId}`);
    }
    for (const [index, kind] of (listed[0]?.kinds ?? []).entries()) {
      pool(kind.name, await measureKind(apis, kindsOf(index), () => ({ 'user-agent': PHONE })), !kind.untargeted);
    }
    const searches = await Promise.all(apis.map((api) => searchKinds(api.base)));
    for (const [index, kind] of (searches[0] ?? []).entries()) {
      const asked = searches.map((kinds) => {
        const { name, urls, useful } = kinds[index] as (typeof kinds)[number];
        return { name, requests: () => urls.map((url) => new Request(url)), useful };
      });
      pool(`search: ${kind.name}`, await measureKind(apis, asked, () => ({})));
    }
  }
  const [plain, history] = apis as [Api, Api];

  const rows: string[][] = [
    [
      'visitor call (uncached)',
      'n',
      'p50 ratio',
      'p95 ms',
      'history',
      'ratio',
      '90% interval',
      'CPU ms/req',
      'history',
      'ratio',
      '',
    ],
  ];
  // The CPU ratio is held to the target as measured; a p95 ratio above it only when its whole interval is (the run
  // shows history slower), and counted apart when the interval reaches below it (the run cannot tell).
  let missed = 0;
  let withinNoise = 0;
  for (const [name, { timings, targeted }] of pooled) {
    const [without, withHistory] = timings.map((total) => latencyOf(name, total)) as [Latency, Latency];
    const p95Ratio = withHistory.p95 / without.p95;
    const [low, high] = p95RatioInterval(...(timings.map(({ times }) => times) as [number[], number[]]));
    const cpuRatio = withHistory.cpu / without.cpu;
    const verdict =
      cpuRatio > TARGETS.ratio || low > TARGETS.ratio ? 'MISSED' : p95Ratio > TARGETS.ratio ? 'within noise' : 'ok';
    if (targeted && verdict === 'MISSED') missed++;
    if (targeted && verdict === 'within noise') withinNoise++;
    rows.push([
      name,
      String(without.count),
      (withHistory.p50 / without.p50).toFixed(2),
      ms(without.p95),
      ms(withHistory.p95),
      p95Ratio.toFixed(2),
      `${low.toFixed(2)}-${high.toFixed(2)}`,
      without.cpu.toFixed(2),
      withHistory.cpu.toFixed(2),
      cpuRatio.toFixed(2),
      targeted ? verdict : '(no target)',
    ]);
  }

  const today = new Date().toISOString().slice(0, 10);
  // Twenty of each API's stores with live offers, the same shops in both.
  const adminOf = listed.map(({ storeIds }) => adminKinds(today, storeIds.slice(0, 20)));
  const adminRows: string[][] = [
    ['admin read (with filters)', 'n', 'p95 ms', 'history', 'target', '', 'CPU ms/req', 'history'],
  ];
  let adminMissed = 0;
  for (const [index, kind] of (adminOf[0] ?? []).entries()) {
    const [without, withHistory] = (
      await measureKind(
        apis,
        adminOf.map((kinds) => kinds[index] as Kind),
        (api) => api.admin,
      )
    ).map((total) => latencyOf(kind.name, total));
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
      without.cpu.toFixed(1),
      withHistory.cpu.toFixed(1),
    ]);
  }

  process.stdout.write(
    '\nTwo years of history: the bench catalog alone and with 200,000 ended offers, 5,000 stores and 730 days of ' +
      'stats beside it (each request new, sequential, loopback)\n',
  );
  printTable(rows);
  process.stdout.write(
    `Target: history within ${TARGETS.ratio}x of the catalog alone, p95 and CPU per request: ` +
      `${missed === 0 ? 'ok' : `MISSED by ${missed}`}` +
      (withinNoise > 0
        ? ` (${withinNoise} p95 ratio${withinNoise > 1 ? 's' : ''} over ${TARGETS.ratio} with a 90% interval reaching ` +
          'below it: within the noise of this run)'
        : '') +
      '\n\n',
  );
  printTable(adminRows);
  const exported = await measureExport(history);
  const housekeeping = await Promise.all(apis.map((api) => api.housekeeping));
  const exportOk = exported.peakMb < TARGETS.exportRssMb;
  process.stdout.write(
    `Target: p95 < ${TARGETS.adminP95Ms} ms on history: ${adminMissed === 0 ? 'ok' : `MISSED by ${adminMissed}`}\n` +
      `Ads Report export of every offer on history: ${exported.total} rows, refused above ${EXPORT_MAX_ROWS} ` +
      `(${exported.total > EXPORT_MAX_ROWS ? 'refused: ok' : 'exported'}); an export of ${EXPORT_MAX_ROWS} reads ` +
      `${exported.pages} pages of 1,000 rows two at a time, p95 ${ms(exported.p95)} ms; API RSS ` +
      `${exported.startMb.toFixed(0)} MB at its start, peak ${exported.peakMb.toFixed(0)} MB during it (target < ` +
      `${TARGETS.exportRssMb} MB: ${exportOk ? 'ok' : 'MISSED'}); the API's peak before it (start, visitor calls, ` +
      `admin reads) ${exported.peakBeforeMb.toFixed(0)} MB\n` +
      `Housekeeping at start (as each midnight): ${housekeeping
        .map(
          (run, index) =>
            `${apis[index]?.name} ${run.ms} ms (${run.endedOffersUnindexed} ended offers out of the live search), WAL ${(run.walBytes / 1e6).toFixed(1)} MB after`,
        )
        .join('; ')}\n` +
      `Database: ${databaseMb(plain.dataDir).toFixed(0)} MB without history, ${databaseMb(history.dataDir).toFixed(0)} MB ` +
      'with two years\n' +
      `Conditions: ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before and ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} after (a shared machine inflates times; the ratios compare the same moments)\n`,
  );
} finally {
  for (const api of apis) await stopProcess(api.process);
  site.remove();
}
