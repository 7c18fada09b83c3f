// Audit log: an admin write's latency over HTTP with a nearly empty log, with 200,000 entries (more than 180 days of a
// busy office), and while another client reads the log screen without pause (beside the same while another reads
// the ads report), each as a ratio to the first; and the log screen's reads (unfiltered, filtered by item type and
// action, a deep page, the last week) at that size, as ratios to the write.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { median, printTable, startSeededApi } from './seeded-api.js';

const root = resolve(import.meta.dirname, '../..');
const Database = createRequire(join(root, 'api/package.json'))('better-sqlite3') as new (
  file: string,
) => {
  prepare(sql: string): { run(...params: unknown[]): unknown };
  transaction(fn: () => void): () => void;
  pragma(sql: string): unknown;
  close(): void;
};
const ENTRIES = 200_000;
const WRITES = 200;
const READS = 50;
const DAY_MS = 86_400_000;

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return elapsed;
}

async function medianOf(count: number, call: () => Promise<Response>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < count; run++) times.push(await timed(call));
  return median(times);
}

/** Old entries straight into SQLite, spread over the retention period, of every type and action. */
function fillLog(dataDir: string, count: number): void {
  const db = new Database(join(dataDir, 'app.db'));
  const insert = db.prepare(
    `INSERT INTO audit_log (at, actor_id, actor_email, address, action, item_type, item_id, item_name, changes)
     VALUES (?, 1, 'admin@example.com', '203.0.113.9', ?, ?, ?, ?, ?)`,
  );
  const types = ['store', 'offer', 'banner', 'category', 'location', 'offerType'];
  const actions = ['create', 'update', 'delete', 'bulk-extend'];
  const now = Date.now();
  db.transaction(() => {
    for (let index = 0; index < count; index++) {
      insert.run(
        now - Math.floor((index / count) * 179 * DAY_MS) - 60_000,
        actions[index % actions.length],
        types[index % types.length],
        String(index + 1),
        `Item ${index}`,
        JSON.stringify({ endDate: ['2026-01-01', '2026-01-08'] }),
      );
    }
  })();
  // Into the database file now, so the API's writes are not the ones that move 200,000 rows out of the WAL.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

const { dataDir, base, auth, stop } = await startSeededApi('audit');

try {
  const types = (await (await fetch(`${base}/offertype?paginated=false`)).json()) as { data: Array<{ _id: string }> };
  const offerType = types.data[0]?._id;
  let serial = 0;
  const write = () =>
    fetch(`${base}/offertype/${offerType}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Bench type ${++serial}` }),
    });
  const read = (query: string) => () => fetch(`${base}/audit?${query}`, { headers: auth });

  // A longer warm-up first: the baseline must not carry the JIT's first compilations.
  await medianOf(WRITES, write);
  const empty = await medianOf(WRITES, write);
  fillLog(dataDir, ENTRIES);
  await medianOf(20, write);
  const full = await medianOf(WRITES, write);
  /** The write's latency while another client reads `path` without pause (both share the API's one thread). */
  const writeWhileReading = async (path: string) => {
    let reading = true;
    const reader = (async () => {
      while (reading) await (await fetch(`${base}/${path}`, { headers: auth })).arrayBuffer();
    })();
    const time = await medianOf(WRITES, write);
    reading = false;
    await reader;
    return time;
  };
  const whileRead = await writeWhileReading('audit');
  const whileReport = await writeWhileReading('storeads/adswithstoreadmin');
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
  const reads: Array<[string, string]> = [
    ['GET /audit (page 1 of everything)', ''],
    ['GET /audit?itemType=offer&action=update', 'itemType=offer&action=update'],
    ['GET /audit (page 2000 of everything)', 'page=2000'],
    ['GET /audit (the last 7 days)', `from=${weekAgo}&to=${today}`],
  ];

  const health = await medianOf(READS, () => fetch(`${base}/health`));
  const table = [['call', 'median ms', 'ratio to the write with an empty log']];
  table.push(['GET /health (the bare cost of a call)', health.toFixed(2), (health / empty).toFixed(2)]);
  table.push(['PUT /offertype/{id}, log nearly empty', empty.toFixed(2), '1.00']);
  table.push([`same, log of ${ENTRIES.toLocaleString('en')} entries`, full.toFixed(2), (full / empty).toFixed(2)]);
  table.push(['same, while another client reads the log', whileRead.toFixed(2), (whileRead / empty).toFixed(2)]);
  table.push(['same, while another reads the ads report', whileReport.toFixed(2), (whileReport / empty).toFixed(2)]);
  for (const [label, query] of reads) {
    const time = await medianOf(READS, read(query));
    table.push([label, time.toFixed(2), (time / empty).toFixed(2)]);
  }
  printTable(table);
} finally {
  stop();
}
