// `make bench`: API throughput and latency on the large dataset, each as a ratio to a bare Fastify hello-world
// measured in the same run, plus the API's peak memory.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitFor } from './local-server.js';

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(process.env.BENCH_DATA_DIR || join(root, '.bench-data'));
const duration = Number(process.env.BENCH_SECONDS || 10);
const TARGETS = { throughputListing: 0.6, throughputSingle: 0.7, p99: 2, rssMb: 200 };

/** Peak resident memory of a process in MB (Linux VmHWM). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** What every browser sends: with it the API answers cached listings with precompressed bodies. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: 100, pipelining: 10, duration });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors };
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

const apiEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
mkdirSync(dataDir, { recursive: true });
if (!existsSync(join(dataDir, 'app.db'))) process.stdout.write(`Building the benchmark dataset in ${dataDir}...\n`);
execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js'), '--bench'], {
  env: { ...process.env, ...apiEnv },
  stdio: 'inherit',
});

const [helloPort, apiPort] = await Promise.all([freePort(), freePort()]);
const api = start(join(root, 'api/dist/server.js'), { ...apiEnv, API_PORT: String(apiPort) });
const base = `http://127.0.0.1:${apiPort}/backendapi/api`;
let hello: ChildProcess | undefined;

try {
  await waitFor(`${base}/health`);
  const firstPageBody = await (await fetch(`${base}/storeads/adswithstore?page=1`)).text();
  const payloadFile = join(mkdtempSync(join(tmpdir(), 'offerboard-bench-')), 'listing.json');
  writeFileSync(payloadFile, firstPageBody);
  hello = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'hello-server.ts')], {
    env: { ...process.env, PORT: String(helloPort), PAYLOAD_FILE: payloadFile },
    stdio: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const firstPage = JSON.parse(firstPageBody) as {
    data: Array<{ _id: string; storeId: { district: string }; category: string }>;
  };
  const sample = firstPage.data[0];
  if (!sample) throw new Error('The benchmark dataset has no visible offers');
  const filter = new URLSearchParams({ district: sample.storeId.district, category: sample.category });

  const baseline = await measure('hello-world (baseline)', `http://127.0.0.1:${helloPort}/`);
  const sameBytes = await measure(
    `fixed ${(firstPageBody.length / 1024).toFixed(1)} KB body (page 1's bytes)`,
    `http://127.0.0.1:${helloPort}/payload`,
  );
  const runs = [
    {
      kind: 'listing',
      ...(await measure('GET /storeads/adswithstore page 1', `${base}/storeads/adswithstore?page=1`)),
    },
    {
      kind: 'listing',
      ...(await measure('GET /storeads/adswithstore filtered', `${base}/storeads/adswithstore?${filter}`)),
    },
    {
      kind: 'listing',
      ...(await measure('GET /storeads/adswithstore searchQuery', `${base}/storeads/adswithstore?searchQuery=kochi`)),
    },
    { kind: 'single', ...(await measure('GET /storeads/ad/{id}', `${base}/storeads/ad/${sample._id}`)) },
    {
      kind: 'listing',
      ...(await measure('page 1, browser Accept-Encoding', `${base}/storeads/adswithstore?page=1`, BROWSER_HEADERS)),
    },
    {
      kind: 'listing',
      ...(await measure(
        'filtered, browser Accept-Encoding',
        `${base}/storeads/adswithstore?${filter}`,
        BROWSER_HEADERS,
      )),
    },
  ];
  const rssMb = peakRssMb(api.pid ?? 0);

  const rows = [
    ['call', 'req/s', 'ratio', 'target', 'p99 ms', 'p99 ratio', 'errors'],
    [
      baseline.name,
      baseline.requestsPerSecond.toFixed(0),
      '1.00',
      '',
      String(baseline.p99),
      '1.00',
      String(baseline.errors),
    ],
    [
      sameBytes.name,
      sameBytes.requestsPerSecond.toFixed(0),
      (sameBytes.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
      'ceiling for listings',
      String(sameBytes.p99),
      (sameBytes.p99 / Math.max(baseline.p99, 1)).toFixed(2),
      String(sameBytes.errors),
    ],
    ...runs.map((run) => {
      const target = run.kind === 'single' ? TARGETS.throughputSingle : TARGETS.throughputListing;
      const ratio = run.requestsPerSecond / baseline.requestsPerSecond;
      const p99Ratio = run.p99 / Math.max(baseline.p99, 1);
      const ok = ratio >= target && p99Ratio <= TARGETS.p99 && run.errors === 0;
      return [
        run.name,
        run.requestsPerSecond.toFixed(0),
        ratio.toFixed(2),
        `>= ${target} ${ok ? 'ok' : 'MISSED'}`,
        String(run.p99),
        p99Ratio.toFixed(2),
        String(run.errors),
      ];
    }),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
  process.stdout.write(
    `API peak RSS: ${rssMb.toFixed(0)} MB (target < ${TARGETS.rssMb} MB ${rssMb < TARGETS.rssMb ? 'ok' : 'MISSED'})\n`,
  );
} finally {
  hello?.kill('SIGTERM');
  api.kill('SIGTERM');
}
