// Memory of the API under huge uploads: four admin requests at once, each creating an offer with five 49-megapixel
// PNGs (small files that decode to ~150 MB each), against the demo data. Prints the API's resident memory idle, at
// its peak during the load and 10 s after, against the 300 MB a small VPS can give it. The API runs with the
// MALLOC_ARENA_MAX its systemd unit sets.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { printTable, startSeededApi } from './seeded-api.js';

const REQUESTS = 4;
const IMAGES_PER_REQUEST = 5;
const SIDE = 7000;
const TARGET_MB = 300;
const SETTLE_MS = 10_000;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const { base, auth, pid, stop } = await startSeededApi('image-memory', { MALLOC_ARENA_MAX: '2' });

try {
  const [store] = (
    (await (await fetch(`${base}/Store`, { headers: auth })).json()) as { stores: Array<{ _id: string }> }
  ).stores;
  const [offerType] = ((await (await fetch(`${base}/offertype`)).json()) as { data: Array<{ title: string }> }).data;
  if (!store || !offerType) throw new Error('the demo data has no store or offer type');
  const huge = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  const today = new Date().toISOString().slice(0, 10);
  const form = (serial: number) => {
    const body = new FormData();
    body.append('description', `Huge images ${serial}`);
    body.append('offerType', offerType.title);
    body.append('startDate', today);
    body.append('endDate', today);
    for (let image = 0; image < IMAGES_PER_REQUEST; image++) {
      body.append('adsImages', new Blob([new Uint8Array(huge)], { type: 'image/png' }), `huge-${image}.png`);
    }
    return body;
  };

  await pause(2000);
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, serial) => {
      const response = await fetch(`${base}/storeads/${store._id}`, {
        method: 'POST',
        headers: auth,
        body: form(serial),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pause(SETTLE_MS);
  clearInterval(sampler);
  const after = rssMb(pid);

  process.stdout.write(
    `\nImage memory: ${REQUESTS} concurrent offers with ${IMAGES_PER_REQUEST} PNGs of ${SIDE}x${SIDE} ` +
      `(${(huge.length / 1024).toFixed(0)} KB each), answered ${statuses.join(', ')} in ${seconds.toFixed(1)} s\n`,
  );
  printTable([
    ['API resident memory', 'MB'],
    ['idle', idle.toFixed(0)],
    ['peak during the load', `${peak.toFixed(0)} (target under ${TARGET_MB})`],
    [`${SETTLE_MS / 1000} s after`, after.toFixed(0)],
  ]);
} finally {
  stop();
}
