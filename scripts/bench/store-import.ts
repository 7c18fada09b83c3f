// Store import: how long a preview and an import of 100, 500 and 1,000 rows take over HTTP on the demo data, each as
// a ratio to creating one store through the form (with its logo) measured in the same run.
import sharp from 'sharp';
import { median, printTable, startSeededApi } from './seeded-api.js';

const SIZES = [100, 500, 1000];
const REPEATS = 3;
const TARGET_500_MS = 2000;

async function timed(call: () => Promise<Response>, status: number): Promise<number> {
  const started = performance.now();
  const response = await call();
  const elapsed = performance.now() - started;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return elapsed;
}

const { base, auth, stop } = await startSeededApi('import');

try {
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
  printTable(table);
  const verdict = import500 < TARGET_500_MS ? 'within' : 'OVER';
  process.stdout.write(`import of 500 rows: ${import500.toFixed(0)} ms, ${verdict} the ${TARGET_500_MS} ms target\n`);
  if (import500 >= TARGET_500_MS) process.exitCode = 1;
} finally {
  stop();
}
