// `make bench`: publishing the public site at the demo size and at the bench size (10,000 offers), each figure beside
// its target. For each dataset: the documented full regeneration (`node public-web/dist-server/prerender.js`) into an
// empty folder, its time, peak memory and the site's size on disk (both languages against issue 22's 560 MB, the
// English half against the 300 MB issue 25 set for the English-only site); the API started on an empty folder (it
// renders every page itself) with the public listing's p99 meanwhile against its idle p99 in the same run; then 20
// admin edits of offers, each timed until its English and its Malayalam page on disk show it, with the bytes the
// regeneration wrote; then the run
// after a killed one (which first removes the temp files that run left) against the same run after one that ended.
// Times depend on what else runs on the machine: the ratios and byte counts much less.
// BENCH_CPUS=1 (or N): the API and every regeneration pinned to the first N cores (`taskset`), as on a small VPS, and
// besides, on the bench dataset: the listing's latency at 200 concurrent visitors, the edits timed while visitors
// browse, and the API's peak memory beside the full regeneration's, each against the one-core targets.
// BENCH_HISTORY=1: the same on the bench catalog with two years of history (`--history`) too, beside the bench's.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ApiResponse } from '@offerboard/shared-types';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import autocannon from 'autocannon';
import { seededDataDir } from '../../e2e/harness.js';
import { stopProcess, waitFor } from '../local-server.js';
import { printTable } from './seeded-api.js';

const root = resolve(import.meta.dirname, '../..');
const EDITS = Number(process.env.BENCH_EDITS || 20);
const TARGETS = {
  editP95S: 10,
  editMb: 5,
  fullS: 60,
  /** Both languages (issue 22). */
  diskMb: 560,
  /** The English pages alone: issue 25's budget for the site before it had a Malayalam half. */
  englishDiskMb: 300,
  peakMb: 200,
  p99Ratio: 2,
  pageKb: 30,
};
const CPUS = Number(process.env.BENCH_CPUS || 0);
const ONE_CORE_TARGETS = { listingP95Ms: 50, editS: 10, peakMb: 600, visitors: 200 };
/** BENCH_HISTORY=1: the bench catalog with two years of history beside it too (issue 25's targets for it). */
const HISTORY = Boolean(process.env.BENCH_HISTORY);
const HISTORY_TARGETS = { editP95S: 5 };
const LISTING = '/storeads/adswithstore?page=1&limit=12';

type Offer = ApiResponse<'/backendapi/api/storeads/adswithstore'>['data'][number];

interface Figures {
  offers: number;
  fullS: number;
  fullCpuS: number;
  apiFullS: number;
  peakMb: number;
  idleP99: number;
  regenP99: number;
  diskMb: number;
  diskBlocksMb: number;
  englishDiskMb: number;
  englishDiskBlocksMb: number;
  pageKb: number;
  mlPageKb: number;
  /** An offer page as Caddy's `encode gzip` sends it (offer pages have no precompressed twin, ADR 011). */
  pageGzipKb: number;
  editP50S: number;
  editP95S: number;
  editMaxMb: number;
  editMeanMb: number;
  /** `prerender.js --changes` with nothing changed, after a run that ended. */
  changesS: number;
  /** The same after a run killed while it held the lock. */
  afterKillS: number;
  /** BENCH_CPUS only: the listing at 200 concurrent visitors, and the API's peak memory over the whole run. */
  oneCore?: { p50: number; p97_5: number; p99: number; requests: number; errors: number; apiPeakMb: number };
}

/** Node running `args`, on the first BENCH_CPUS cores when set (taskset execs it: the pid is node's). */
function nodeCommand(args: string[]): [string, string[]] {
  return CPUS > 0 ? ['taskset', ['-c', `0-${CPUS - 1}`, process.execPath, ...args]] : [process.execPath, args];
}

function startApi(env: NodeJS.ProcessEnv): ChildProcess {
  const [command, args] = nodeCommand([join(root, 'api/dist/server.js')]);
  return spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Peak resident memory so far (Linux VmHWM, all threads), in MB, and CPU seconds used; 0 once it has gone. */
function usage(pid: number): { peakMb: number; cpuS: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(stat[11] ?? 0) + Number(stat[12] ?? 0);
    return { peakMb: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, cpuS: ticks / 100 };
  } catch {
    return { peakMb: 0, cpuS: 0 };
  }
}

const PRERENDER = join(root, 'public-web/dist-server/prerender.js');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/**
 * Visitors on the public listing: 100 requests per second over 4 connections (a busy hour of a regional directory,
 * far below the API's ceiling, so the p99 shows competition for the CPU rather than a queue), until `stop`.
 */
function listingLoad(url: string): { stop: () => void; p99: Promise<number> } {
  let instance: autocannon.Instance | undefined;
  const p99 = new Promise<number>((done, fail) => {
    instance = autocannon({ url, connections: 4, overallRate: 100, duration: 3600 }, (error, result) =>
      error ? fail(error) : done(result.latency.p99),
    );
  });
  return { stop: () => instance?.stop(), p99 };
}

/** The full regeneration, as documented; returns its wall time, CPU time and peak memory. */
async function fullRegeneration(env: NodeJS.ProcessEnv): Promise<{ seconds: number; cpuS: number; peakMb: number }> {
  const started = Date.now();
  const [command, args] = nodeCommand([PRERENDER]);
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let last = { peakMb: 0, cpuS: 0 };
  const sampler = setInterval(() => {
    const now = usage(child.pid ?? 0);
    if (now.peakMb > 0) last = now;
  }, 50);
  const code = await new Promise((done) => child.once('exit', done));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The full regeneration exited with ${code}`);
  return { seconds: (Date.now() - started) / 1000, ...last };
}

/** The listing's first page at 200 concurrent visitors for 10 s (autocannon reports p97.5, not p95: a bound on it). */
async function crowdedListing(base: string) {
  const result = await autocannon({ url: `${base}${LISTING}`, connections: ONE_CORE_TARGETS.visitors, duration: 10 });
  return {
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Every file of the site, and every folder as a file of no bytes: a page other than an offer's is `<path>/index.html`,
 * so its folder takes a block too, which `du` counts (an offer's page is one file: docs/decisions/054).
 */
function siteFiles(dir: string): Array<{ file: string; size: number; blocks: number; mtimeMs: number }> {
  const files = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    const stat = statSync(file);
    const size = entry.isFile() ? stat.size : 0;
    files.push({ file, size, blocks: stat.blocks * 512, mtimeMs: stat.mtimeMs });
  }
  return files;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) => quantile(values, 0.5);

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A seeded data folder with a copy of the built site and the API's environment for it. */
interface Dataset {
  label: string;
  siteDir: string;
  /** The regeneration's record beside the site (`<site>.prerender.json`). */
  stateFile: string;
  /** http://127.0.0.1:<port>/backendapi/api */
  base: string;
  env: NodeJS.ProcessEnv;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** 1. The documented full regeneration into an empty folder, on an otherwise idle API (the listing's idle p99 first). */
async function measureFullRegeneration(dataset: Dataset) {
  const { label, siteDir, base, env } = dataset;
  const { PRERENDER_OUT_DIR: _off, ...apiOnly } = env;
  const api = startApi(apiOnly);
  await waitFor(`${base}/health`);
  const idle = listingLoad(`${base}${LISTING}`);
  await pause(5000);
  idle.stop();
  const idleP99 = await idle.p99;
  process.stdout.write(`[${label}] full regeneration...\n`);
  const full = await fullRegeneration(env);
  await stopProcess(api);
  const files = siteFiles(siteDir).filter((entry) => !entry.file.startsWith(`${siteDir}/assets`));
  const english = files.filter((entry) => !entry.file.startsWith(`${siteDir}/ml/`));
  const pages = english.filter((entry) => /offerdetails\/[^/]+\.html$/.test(entry.file));
  const mlPages = files.filter((entry) => /\/ml\/offerdetails\/[^/]+\.html$/.test(entry.file));
  return { full, idleP99, files, english, pages, mlPages };
}

/** 2. The API started on an empty folder renders every page itself while visitors use the listing; it keeps running. */
async function measureApiStart(dataset: Dataset) {
  const { siteDir, stateFile, base, env } = dataset;
  rmSync(siteDir, { recursive: true });
  rmSync(stateFile);
  cpSync(join(root, 'public-web/dist'), siteDir, { recursive: true });
  const api = startApi(env);
  await waitFor(`${base}/health`);
  const during = listingLoad(`${base}${LISTING}`);
  const apiStarted = Date.now();
  while (!existsSync(stateFile)) await pause(100);
  const apiFullS = (Date.now() - apiStarted) / 1000;
  during.stop();
  return { api, apiFullS, regenP99: await during.p99 };
}

/** The first offers of the listing, newest first, that the edits are spread over. */
async function offersToEdit(base: string): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (let page = 1; offers.length < EDITS * 40; page++) {
    const list = await json<{ data: Offer[]; totalPages: number }>(
      `${base}/storeads/adswithstore?limit=48&page=${page}`,
    );
    offers.push(...list.data);
    if (page >= list.totalPages) break;
  }
  return offers;
}

/** Edits the offer's description and its Malayalam twin to end with `marker`, as the admin's form sends them. */
async function editOffer(base: string, token: string, offer: Offer, marker: string): Promise<void> {
  const form = new FormData();
  for (const key of ['startDate', 'endDate', 'offerType'] as const) form.append(key, offer[key]);
  form.append('description', `${offer.description.slice(0, 200)} ${marker}`);
  form.append('descriptionMl', `${(offer.descriptionMl || offer.description).slice(0, 200)} ${marker}`);
  for (const image of offer.adsImages) form.append('existingImages', image);
  await json(`${base}/storeads/${offer._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/**
 * 3. Edits, each timed until its pages on disk in both languages show it, and the bytes the regeneration wrote for it
 * (once it has recorded its run). The first edit also waits for the API's start-up catch-up: not counted.
 */
async function measureEdits(dataset: Dataset): Promise<{ seconds: number[]; megabytes: number[] }> {
  const { label, siteDir, stateFile, base } = dataset;
  const { token } = await json<{ token: string }>(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const offers = await offersToEdit(base);
  process.stdout.write(`[${label}] ${EDITS} edits...\n`);
  const seconds: number[] = [];
  const megabytes: number[] = [];
  for (let edit = 0; edit <= EDITS; edit++) {
    const offer = offers[Math.floor((edit * offers.length) / (EDITS + 1))] as Offer;
    const marker = `(edit ${edit} at ${Date.now()})`;
    const stateBefore = existsSync(stateFile) ? statSync(stateFile).mtimeMs : 0;
    const started = Date.now();
    await editOffer(base, token, offer, marker);
    const pages = ['', 'ml'].map((language) => join(siteDir, language, 'offerdetails', `${offer._id}.html`));
    while (!pages.every((page) => existsSync(page) && readFileSync(page, 'utf8').includes(marker))) {
      if (Date.now() - started > 120_000) throw new Error(`Edit ${edit} did not reach its page within 120 s`);
      await pause(25);
    }
    const visibleAfter = (Date.now() - started) / 1000;
    while (!existsSync(stateFile) || statSync(stateFile).mtimeMs <= stateBefore) await pause(25);
    const written = [...siteFiles(siteDir), { file: stateFile, ...statOf(stateFile) }].filter(
      (entry) => entry.mtimeMs >= started,
    );
    if (edit > 0) {
      seconds.push(visibleAfter);
      megabytes.push(sum(written.map((entry) => entry.size)) / 1e6);
    }
  }
  return { seconds, megabytes };
}

/** 4. A run with nothing to change after one that ended, and after one killed while it held the lock. */
async function measureRunAfterKill({ stateFile, env }: Dataset): Promise<{ changesS: number; afterKillS: number }> {
  const changesRun = () => {
    const started = Date.now();
    const [command, args] = nodeCommand([PRERENDER, '--changes']);
    execFileSync(command, args, { env, stdio: 'ignore' });
    return (Date.now() - started) / 1000;
  };
  const changesS = changesRun();
  const [command, args] = nodeCommand([PRERENDER]);
  const killed = spawn(command, args, { env, stdio: 'ignore' });
  const lockHolder = () => (existsSync(`${stateFile}.lock`) ? readFileSync(`${stateFile}.lock`, 'utf8') : '');
  while (lockHolder() !== String(killed.pid)) await pause(10);
  const killedExit = new Promise((done) => killed.once('exit', done));
  killed.kill('SIGKILL');
  await killedExit;
  return { changesS, afterKillS: changesRun() };
}

async function measureDataset(label: string, seed: string[]): Promise<Figures> {
  process.stdout.write(`\n[${label}] seeding...\n`);
  const { dataDir, publicDir, env, apiPort } = await seededDataDir({ seed });
  const dataset: Dataset = {
    label,
    siteDir: publicDir,
    stateFile: `${publicDir}.prerender.json`,
    base: `http://127.0.0.1:${apiPort}/backendapi/api`,
    // Links as on a deployed site (the page sizes depend on the origin's length).
    env: { ...env, PUBLIC_ORIGIN: 'https://offers.example.in' },
  };
  try {
    const { full, idleP99, files, english, pages, mlPages } = await measureFullRegeneration(dataset);
    const { api, apiFullS, regenP99 } = await measureApiStart(dataset);
    const crowd = CPUS > 0 ? await crowdedListing(dataset.base) : undefined;
    // On a small VPS the edits are timed while visitors browse (100 listing requests a second).
    const browsing = CPUS > 0 ? listingLoad(`${dataset.base}${LISTING}`) : undefined;
    const { seconds, megabytes } = await measureEdits(dataset);
    browsing?.stop();
    await browsing?.p99;
    const { changesS, afterKillS } = await measureRunAfterKill(dataset);
    const apiPeakMb = usage(api.pid ?? 0).peakMb;
    await stopProcess(api);
    return {
      offers: pages.length + mlPages.length,
      fullS: full.seconds,
      fullCpuS: full.cpuS,
      apiFullS,
      peakMb: full.peakMb,
      idleP99,
      regenP99,
      diskMb: sum(files.map((entry) => entry.size)) / 1e6,
      diskBlocksMb: sum(files.map((entry) => entry.blocks)) / 1e6,
      englishDiskMb: sum(english.map((entry) => entry.size)) / 1e6,
      englishDiskBlocksMb: sum(english.map((entry) => entry.blocks)) / 1e6,
      pageKb: median(pages.map((entry) => entry.size)) / 1024,
      mlPageKb: median(mlPages.map((entry) => entry.size)) / 1024,
      pageGzipKb: median(pages.map((entry) => gzipSync(readFileSync(entry.file), { level: 5 }).length)) / 1024,
      editP50S: median(seconds),
      editP95S: quantile(seconds, 0.95),
      editMaxMb: Math.max(...megabytes),
      editMeanMb: sum(megabytes) / megabytes.length,
      changesS,
      afterKillS,
      oneCore: crowd && { ...crowd, apiPeakMb },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

function statOf(file: string) {
  const stat = statSync(file);
  return { size: stat.size, blocks: stat.blocks * 512, mtimeMs: stat.mtimeMs };
}

const cores = availableParallelism();
const loadBefore = loadavg()[0] ?? 0;
const demo = await measureDataset('demo', []);
const bench = await measureDataset('bench', ['--bench']);
const history = HISTORY ? await measureDataset('history', ['--bench', '--history']) : undefined;

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const rows: string[][] = [
  ['figure', 'demo', 'bench (10,000 offers)', 'target', ''],
  ['offer pages (both languages)', String(demo.offers), String(bench.offers), '', ''],
  [
    'full regeneration, s',
    demo.fullS.toFixed(1),
    bench.fullS.toFixed(1),
    `<= ${TARGETS.fullS}`,
    mark(bench.fullS <= TARGETS.fullS),
  ],
  [
    `full regeneration, CPU s / ${cores} cores (its wall time on an idle machine)`,
    (demo.fullCpuS / cores).toFixed(1),
    (bench.fullCpuS / cores).toFixed(1),
    `<= ${TARGETS.fullS}`,
    mark(bench.fullCpuS / cores <= TARGETS.fullS),
  ],
  ['full regeneration by the API at start, s', demo.apiFullS.toFixed(1), bench.apiFullS.toFixed(1), '', ''],
  [
    'regeneration peak memory, MB',
    demo.peakMb.toFixed(0),
    bench.peakMb.toFixed(0),
    `<= ${TARGETS.peakMb}`,
    mark(bench.peakMb <= TARGETS.peakMb),
  ],
  [
    'listing p99 while the API renders all / idle, ms',
    `${(demo.regenP99 / demo.idleP99).toFixed(2)} (${demo.regenP99}/${demo.idleP99})`,
    `${(bench.regenP99 / bench.idleP99).toFixed(2)} (${bench.regenP99}/${bench.idleP99})`,
    `<= ${TARGETS.p99Ratio}`,
    mark(bench.regenP99 <= TARGETS.p99Ratio * bench.idleP99),
  ],
  [
    'site on disk, both languages, MB (bytes; in blocks)',
    `${demo.diskMb.toFixed(1)}; ${demo.diskBlocksMb.toFixed(1)}`,
    `${bench.diskMb.toFixed(0)}; ${bench.diskBlocksMb.toFixed(0)}`,
    `<= ${TARGETS.diskMb}`,
    mark(Math.max(bench.diskMb, bench.diskBlocksMb) <= TARGETS.diskMb),
  ],
  [
    'site on disk, its English pages, MB (bytes; in blocks)',
    `${demo.englishDiskMb.toFixed(1)}; ${demo.englishDiskBlocksMb.toFixed(1)}`,
    `${bench.englishDiskMb.toFixed(0)}; ${bench.englishDiskBlocksMb.toFixed(0)}`,
    `<= ${TARGETS.englishDiskMb}`,
    mark(Math.max(bench.englishDiskMb, bench.englishDiskBlocksMb) <= TARGETS.englishDiskMb),
  ],
  [
    'offer page HTML, KB (median; gzipped on request)',
    `${demo.pageKb.toFixed(1)}; ${demo.pageGzipKb.toFixed(1)}`,
    `${bench.pageKb.toFixed(1)}; ${bench.pageGzipKb.toFixed(1)}`,
    `< ${TARGETS.pageKb}`,
    mark(bench.pageKb < TARGETS.pageKb),
  ],
  [
    'Malayalam offer page HTML, KB (median)',
    demo.mlPageKb.toFixed(1),
    bench.mlPageKb.toFixed(1),
    `< ${TARGETS.pageKb}`,
    mark(bench.mlPageKb < TARGETS.pageKb),
  ],
  [
    `edit until its pages in both languages show it, s (p50; p95 of ${EDITS})`,
    `${demo.editP50S.toFixed(1)}; ${demo.editP95S.toFixed(1)}`,
    `${bench.editP50S.toFixed(1)}; ${bench.editP95S.toFixed(1)}`,
    `p95 <= ${TARGETS.editP95S}`,
    mark(bench.editP95S <= TARGETS.editP95S),
  ],
  [
    'bytes written per edit, MB (mean; max)',
    `${demo.editMeanMb.toFixed(2)}; ${demo.editMaxMb.toFixed(2)}`,
    `${bench.editMeanMb.toFixed(2)}; ${bench.editMaxMb.toFixed(2)}`,
    `<= ${TARGETS.editMb}`,
    mark(bench.editMaxMb <= TARGETS.editMb),
  ],
  [
    'run with nothing changed, s: after a killed run (removes its temp files) / after one that ended',
    `${(demo.afterKillS / demo.changesS).toFixed(2)} (${demo.afterKillS.toFixed(1)}/${demo.changesS.toFixed(1)})`,
    `${(bench.afterKillS / bench.changesS).toFixed(2)} (${bench.afterKillS.toFixed(1)}/${bench.changesS.toFixed(1)})`,
    '',
    '',
  ],
];
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
process.stdout.write('\nPublishing the public site (edits include the 2 s debounce after the last change)\n');
for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
if (history) {
  // On one core the edits are timed while visitors browse, against the one-core target.
  const historyEditP95S = CPUS > 0 ? ONE_CORE_TARGETS.editS : HISTORY_TARGETS.editP95S;
  const pair = (format: (figures: Figures) => string) => [format(bench), format(history)];
  process.stdout.write(
    '\nWith two years of history (200,000 ended offers, 5,000 stores beside the bench catalog; the API answers ended ones)\n',
  );
  printTable([
    ['figure', 'bench', 'history', 'target', ''],
    ['offer pages (both languages; visible offers only)', ...pair((f) => String(f.offers)), '', ''],
    [
      'full regeneration, s',
      ...pair((f) => f.fullS.toFixed(1)),
      `<= ${TARGETS.fullS}`,
      mark(history.fullS <= TARGETS.fullS),
    ],
    ['full regeneration by the API at start, s', ...pair((f) => f.apiFullS.toFixed(1)), '', ''],
    [
      'regeneration peak memory, MB',
      ...pair((f) => f.peakMb.toFixed(0)),
      `<= ${TARGETS.peakMb}`,
      mark(history.peakMb <= TARGETS.peakMb),
    ],
    [
      'site on disk, both languages, MB (bytes; in blocks)',
      ...pair((f) => `${f.diskMb.toFixed(0)}; ${f.diskBlocksMb.toFixed(0)}`),
      `<= ${TARGETS.diskMb}`,
      mark(Math.max(history.diskMb, history.diskBlocksMb) <= TARGETS.diskMb),
    ],
    [
      'site on disk, its English pages, MB (bytes; in blocks)',
      ...pair((f) => `${f.englishDiskMb.toFixed(0)}; ${f.englishDiskBlocksMb.toFixed(0)}`),
      `<= ${TARGETS.englishDiskMb}`,
      mark(Math.max(history.englishDiskMb, history.englishDiskBlocksMb) <= TARGETS.englishDiskMb),
    ],
    [
      `edit until its page shows it, s (p50; p95 of ${EDITS})`,
      ...pair((f) => `${f.editP50S.toFixed(1)}; ${f.editP95S.toFixed(1)}`),
      `p95 <= ${historyEditP95S}`,
      mark(history.editP95S <= historyEditP95S),
    ],
    [
      'bytes written per edit, MB (mean; max)',
      ...pair((f) => `${f.editMeanMb.toFixed(2)}; ${f.editMaxMb.toFixed(2)}`),
      `<= ${TARGETS.editMb}`,
      mark(history.editMaxMb <= TARGETS.editMb),
    ],
    [
      'listing p99 while the API renders all / idle, ms',
      ...pair((f) => `${(f.regenP99 / f.idleP99).toFixed(2)} (${f.regenP99}/${f.idleP99})`),
      `<= ${TARGETS.p99Ratio}`,
      mark(history.regenP99 <= TARGETS.p99Ratio * history.idleP99),
    ],
  ]);
}
for (const [label, figures] of [
  ['bench dataset', bench],
  ['history dataset', history],
] as const) {
  if (!figures?.oneCore) continue;
  const one = figures.oneCore;
  const together = one.apiPeakMb + figures.peakMb;
  const oneCoreRows = [
    [`figure (${label})`, 'measured', 'target', ''],
    [
      `listing at ${ONE_CORE_TARGETS.visitors} concurrent visitors, ms (p50; p97.5 >= p95; p99), ${one.requests.toFixed(0)} req/s`,
      `${one.p50}; ${one.p97_5}; ${one.p99}`,
      `p95 < ${ONE_CORE_TARGETS.listingP95Ms}`,
      mark(one.p97_5 < ONE_CORE_TARGETS.listingP95Ms && one.errors === 0),
    ],
    [
      'edit live while visitors browse, s (p95)',
      figures.editP95S.toFixed(1),
      `<= ${ONE_CORE_TARGETS.editS}`,
      mark(figures.editP95S <= ONE_CORE_TARGETS.editS),
    ],
    ['full regeneration, s', figures.fullS.toFixed(1), `<= ${TARGETS.fullS}`, mark(figures.fullS <= TARGETS.fullS)],
    [
      'peak memory, MB: API + full regeneration',
      `${together.toFixed(0)} (${one.apiPeakMb.toFixed(0)} + ${figures.peakMb.toFixed(0)})`,
      `< ${ONE_CORE_TARGETS.peakMb}`,
      mark(together < ONE_CORE_TARGETS.peakMb),
    ],
  ];
  process.stdout.write(
    `\nOn ${CPUS} core${CPUS > 1 ? 's' : ''} (taskset -c 0${CPUS > 1 ? `-${CPUS - 1}` : ''}: the API, its regenerations and the full one)\n`,
  );
  printTable(oneCoreRows);
}
process.stdout.write(
  `Conditions: ${cores} cores, load average ${loadBefore.toFixed(1)} before and ` +
    `${(loadavg()[0] ?? 0).toFixed(1)} after (a shared machine inflates times, not the ratio or the bytes).\n`,
);
