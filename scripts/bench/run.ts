// `make bench`: API throughput, CPU cost and latency of every public call, each as a ratio to its own ceiling (a bare
// Fastify sending the same bytes with the same headers, measured in alternating rounds with it) and to a bare
// hello-world, and beside them the same ceiling in a process where the API app is built (what sharing the process with
// the app costs every request there; hello-server.ts), plus the API's peak memory. The CPU time the server process spends per request is the steadier figure
// on a shared machine: throughput moves with the other processes' load, the work per request does not. BENCH_DATASET=demo measures the demo data instead of the large dataset (1,000 stores, 10,000 offers).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitFor } from '../local-server.js';
import { cpuMicros } from './process-cpu.js';
import { searchLatency } from './search-latency.js';

const root = resolve(import.meta.dirname, '../..');
const demo = process.env.BENCH_DATASET === 'demo';
const dataDir = resolve(
  process.env.BENCH_DATA_DIR || (demo ? join(root, '.bench-data', 'demo') : join(root, '.bench-data')),
);
const duration = Number(process.env.BENCH_SECONDS || 5);
/** The machine is shared: each call and its ceiling are measured in alternating rounds and the best round counts. */
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const TARGETS = { ofCeiling: 0.9, p99OfCeiling: 2, rssMb: 200 };

/** Peak resident memory of a process in MB (Linux VmHWM). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Measurement {
  requestsPerSecond: number;
  /** CPU time (user + system) the server process spent per request, in microseconds. */
  cpuMicros: number;
  p99: number;
  errors: number;
}

async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, headers, connections: 10, duration: 2 });
}

async function measure(server: Server, url: string, headers: Record<string, string>): Promise<Measurement> {
  const cpuBefore = cpuMicros(server.pid);
  const result = await autocannon({ url, headers, connections: 100, pipelining: 10, duration });
  const cpu = cpuMicros(server.pid) - cpuBefore;
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    cpuMicros: cpu / Math.max(result.requests.total, 1),
    p99: result.latency.p99,
    errors,
  };
}

/** The best round: the most requests per second, the least CPU per request. */
function best(runs: Measurement[]): Measurement {
  const fastest = runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  return {
    ...fastest,
    cpuMicros: Math.min(...runs.map((run) => run.cpuMicros)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

interface Target {
  server: Server;
  url: string;
}

/** A call, its ceiling and the ceiling in an API process in alternating rounds, so all see the same busy machine. */
async function compare(api: Target, ceiling: Target, inApiProcess: Target, headers: Record<string, string>) {
  const targets = [ceiling, inApiProcess, api];
  for (const target of targets) await warmUp(target.url, headers);
  const runs: Measurement[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries())
      runs[index]?.push(await measure(target.server, target.url, headers));
  }
  const [ceilingRuns = [], inApiProcessRuns = [], apiRuns = []] = runs;
  return { ceiling: best(ceilingRuns), inApiProcess: best(inApiProcessRuns), run: best(apiRuns) };
}

/**
 * Headers that describe the connection or the moment, not the response: the ceiling's server sets its own. Also the
 * request id of the routed request that is recorded: the early answer, which the runs measure, sends none.
 */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'date',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);

interface RecordedReply {
  headers: Record<string, string>;
  body: string;
}

/** One response exactly as sent: the raw (possibly compressed) bytes and the headers that describe them. */
function record(url: string, headers: Record<string, string>): Promise<RecordedReply> {
  return new Promise((done, fail) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return fail(new Error(`${url} answered ${response.statusCode}`));
        const kept = Object.entries(response.headers).filter(([name]) => !HOP_HEADERS.has(name));
        done({
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    })
      .on('error', fail)
      .end();
  });
}

interface Server {
  pid: number;
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Where `sort=nearest` is measured from (Ernakulam South), at the 3 decimals the site sends. */
const KOCHI = { lat: '9.969', lng: '76.29' };

/**
 * What each order costs when it is not cached: every page of the listing once, one request at a time, for the
 * default order and for ending and nearest, as the API's CPU time per request and its ratio to the default's.
 */
async function listingOrderCosts(base: string, server: Server, nearest: URLSearchParams): Promise<string[]> {
  const orders = [
    { name: 'newest (default)', query: '' },
    { name: 'sort=ending', query: 'sort=ending' },
    { name: 'sort=nearest', query: nearest.toString() },
  ];
  const costs: number[] = [];
  const rows: string[] = [];
  for (const order of orders) {
    const url = (page: number) => `${base}/storeads/adswithstore?${order.query}&limit=12&page=${page}`;
    const { totalPages, totalAds } = (await (await fetch(url(1))).json()) as { totalPages: number; totalAds: number };
    const cpuBefore = cpuMicros(server.pid);
    const started = performance.now();
    for (let page = 2; page <= totalPages; page++) await (await fetch(url(page), { headers: BROWSER })).arrayBuffer();
    const requests = Math.max(totalPages - 1, 1);
    const cpu = (cpuMicros(server.pid) - cpuBefore) / requests;
    costs.push(cpu);
    rows.push(
      `${order.name.padEnd(18)} ${totalAds} offers, ${requests} pages: ${cpu.toFixed(0)} us CPU/request, ` +
        `${((performance.now() - started) / requests).toFixed(2)} ms/request, ` +
        `${(cpu / (costs[0] ?? cpu)).toFixed(2)}x the default`,
    );
  }
  return rows;
}

/** What every browser sends: with it the API answers with precompressed bodies. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const apiEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
mkdirSync(dataDir, { recursive: true });
if (!existsSync(join(dataDir, 'app.db'))) process.stdout.write(`Building the benchmark dataset in ${dataDir}...\n`);
execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js'), ...(demo ? [] : ['--bench'])], {
  env: { ...process.env, ...apiEnv },
  stdio: 'inherit',
});

const [helloPort, inApiPort, apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
// At the production log level (info), so the per-request cost of logging is measured as a VPS pays it.
const api = start(join(root, 'api/dist/server.js'), { ...apiEnv, LOG_LEVEL: 'info', API_PORT: String(apiPort) });
const base = `http://127.0.0.1:${apiPort}/backendapi/api`;
let hello: ChildProcess | undefined;
let helloInApi: ChildProcess | undefined;

try {
  await waitFor(`${base}/health`);
  const firstPage = (await (await fetch(`${base}/storeads/adswithstore?page=1`)).json()) as {
    data: Array<{ _id: string; storeId: { _id: string; district: string }; category: string }>;
  };
  const sample = firstPage.data[0];
  const savedIds = firstPage.data.map((offer) => offer._id).join(',');
  if (!sample) throw new Error('The benchmark dataset has no visible offers');
  const filter = new URLSearchParams({ district: sample.storeId.district, category: sample.category });
  const nearKochi = new URLSearchParams({ sort: 'nearest', ...KOCHI });
  // Every call the public site makes, as a browser makes it; page 1 also as a client without compression.
  const calls = [
    { name: 'storeads/adswithstore page 1', path: '/storeads/adswithstore?page=1', headers: BROWSER },
    { name: 'storeads/adswithstore page 1, identity', path: '/storeads/adswithstore?page=1', headers: {} },
    { name: 'storeads/adswithstore filtered', path: `/storeads/adswithstore?${filter}`, headers: BROWSER },
    { name: 'storeads/adswithstore searchQuery', path: '/storeads/adswithstore?searchQuery=kochi', headers: BROWSER },
    { name: 'storeads/adswithstore sort=ending', path: '/storeads/adswithstore?sort=ending', headers: BROWSER },
    { name: 'storeads/adswithstore sort=nearest', path: `/storeads/adswithstore?${nearKochi}`, headers: BROWSER },
    { name: 'storeads/saved (12 ids)', path: `/storeads/saved?ids=${savedIds}`, headers: BROWSER },
    { name: 'storeads/ad/{id}', path: `/storeads/ad/${sample._id}`, headers: BROWSER },
    { name: 'store/{id}/page', path: `/store/${sample.storeId._id}/page`, headers: BROWSER },
    { name: 'banners', path: '/banners', headers: BROWSER },
    { name: 'category', path: '/category', headers: BROWSER },
    { name: 'store/names', path: '/store/names', headers: BROWSER },
    { name: 'districts', path: '/districts', headers: BROWSER },
    { name: 'locations?paginated=false', path: '/locations?paginated=false', headers: BROWSER },
    { name: 'offertype?paginated=false', path: '/offertype?paginated=false', headers: BROWSER },
  ];
  const recorded = await Promise.all(calls.map((call) => record(`${base}${call.path}`, call.headers)));
  const repliesFile = join(mkdtempSync(join(tmpdir(), 'offerboard-bench-')), 'replies.json');
  writeFileSync(repliesFile, JSON.stringify(recorded));
  const replayServer = (port: number, env: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'hello-server.ts')], {
      env: { ...process.env, ...env, PORT: String(port), REPLIES_FILE: repliesFile },
      stdio: 'inherit',
    });
  hello = replayServer(helloPort, {});
  helloInApi = replayServer(inApiPort, { ...apiEnv, API_BUILT: '1' });
  await Promise.all([waitFor(`http://127.0.0.1:${helloPort}/`), waitFor(`http://127.0.0.1:${inApiPort}/`)]);

  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await warmUp(helloUrl, {});
  const helloRuns: Measurement[] = [];
  const helloServer = { pid: hello.pid ?? 0 };
  const apiServer = { pid: api.pid ?? 0 };
  const inApiServer = { pid: helloInApi.pid ?? 0 };
  for (let round = 0; round < rounds; round++) helloRuns.push(await measure(helloServer, helloUrl, {}));
  const baseline = best(helloRuns);
  // Every server serves every call before any is measured: each is then measured in the state it runs in, serving all
  // of them, and not the first call in a process that has served one route (V8's code for Node's HTTP and stream
  // internals is still specialised to it then, and a bare route measured so read up to a fifth cheaper).
  for (const [index, call] of calls.entries()) {
    await warmUp(`${base}${call.path}`, call.headers);
    await warmUp(`http://127.0.0.1:${helloPort}/replay/${index}`, call.headers);
    await warmUp(`http://127.0.0.1:${inApiPort}/replay/${index}`, call.headers);
  }
  const rows = [
    [
      'call',
      'bytes',
      'req/s',
      'ceiling',
      'of ceiling',
      'of hello',
      'CPU us/req',
      'ceiling',
      'of ceiling (CPU)',
      'in API process',
      'of it (CPU)',
      'p99 ms',
      'ceiling',
      'errors',
    ],
    [
      'hello-world (baseline)',
      '',
      baseline.requestsPerSecond.toFixed(0),
      '',
      '',
      '1.00',
      baseline.cpuMicros.toFixed(1),
      '',
      '',
      '',
      '',
      String(baseline.p99),
      '',
      '',
    ],
  ];
  let missed = 0;
  for (const [index, call] of calls.entries()) {
    const reply = recorded[index] as RecordedReply;
    const { ceiling, inApiProcess, run } = await compare(
      { server: apiServer, url: `${base}${call.path}` },
      { server: helloServer, url: `http://127.0.0.1:${helloPort}/replay/${index}` },
      { server: inApiServer, url: `http://127.0.0.1:${inApiPort}/replay/${index}` },
      call.headers,
    );
    const ofCeiling = run.requestsPerSecond / ceiling.requestsPerSecond;
    const costOfCeiling = ceiling.cpuMicros / run.cpuMicros;
    const ok =
      costOfCeiling >= TARGETS.ofCeiling &&
      run.p99 <= TARGETS.p99OfCeiling * Math.max(ceiling.p99, 1) &&
      run.errors + ceiling.errors === 0;
    if (!ok) missed++;
    const encoding = reply.headers['content-encoding'];
    rows.push([
      call.name,
      `${(Buffer.byteLength(reply.body, 'base64') / 1024).toFixed(1)} KB${encoding ? ` ${encoding}` : ''}`,
      run.requestsPerSecond.toFixed(0),
      ceiling.requestsPerSecond.toFixed(0),
      ofCeiling.toFixed(2),
      (run.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
      run.cpuMicros.toFixed(1),
      ceiling.cpuMicros.toFixed(1),
      `${costOfCeiling.toFixed(2)} ${ok ? 'ok' : 'MISSED'}`,
      inApiProcess.cpuMicros.toFixed(1),
      (inApiProcess.cpuMicros / run.cpuMicros).toFixed(2),
      String(run.p99),
      String(ceiling.p99),
      String(run.errors),
    ]);
  }
  const rssMb = peakRssMb(api.pid ?? 0);
  // After the peak RSS is read: filling the cache with every page of three orders is not what a visitor's load does.
  const orderRows = await listingOrderCosts(base, apiServer, nearKochi);
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  process.stdout.write(
    `Dataset: ${demo ? 'demo' : 'large (1,000 stores, 10,000 offers)'}; best of ${rounds} rounds of ${duration} s\n`,
  );
  for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
  process.stdout.write(
    `Target: every public call >= ${TARGETS.ofCeiling} of its ceiling (the ceiling's CPU per request over the ` +
      `call's) with p99 <= ${TARGETS.p99OfCeiling}x the ceiling's: ${missed === 0 ? 'ok' : `MISSED by ${missed}`}\n` +
      '"in API process": the ceiling\'s server in a process where the API app is built but idle; "of it" is its CPU ' +
      "per request over the call's, so 1.00 means the API's request path costs what the bare route costs there\n" +
      `Load average during the run: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores (throughput ratios are noisy when it is above the cores)\n` +
      `API peak RSS: ${rssMb.toFixed(0)} MB (target < ${TARGETS.rssMb} MB ${rssMb < TARGETS.rssMb ? 'ok' : 'MISSED'})\n`,
  );
  process.stdout.write(`${(await searchLatency(base, apiServer.pid)).lines.join('\n')}\n`);
  process.stdout.write(
    '\nListing orders uncached: every page of the listing requested once, one at a time (each a cache miss)\n',
  );
  for (const row of orderRows) process.stdout.write(`${row}\n`);
} finally {
  hello?.kill('SIGTERM');
  helloInApi?.kill('SIGTERM');
  api.kill('SIGTERM');
}
