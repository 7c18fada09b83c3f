// Command line: seeds the configured database when it has no stores. `node api/dist/seed/cli.js [--bench [--history] [--stores N --ads N]]`.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { imageReferences } from '../services/image-references.js';
import { ImageStore } from '../services/image-store.js';
import { seedBenchData } from './bench-data.js';
import { seedDemoData } from './demo-data.js';
import { TWO_YEARS } from './history-data.js';
import type { SeedCounts } from './shared-seed-data.js';

const USAGE =
  'Usage: node api/dist/seed/cli.js [--bench [--history] [--stores N] [--ads N]]   (bench defaults: 1000 stores, ' +
  '10000 ads; --history adds two years: 5000 stores in all, 200000 ended ads, 730 days of stats)';

function count(value: string | undefined, fallback: number, name: string, minimum: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < minimum)
    throw new Error(`--${name} must be a whole number of at least ${minimum}`);
  return parsed;
}

function describe(counts: SeedCounts, kind: string, seconds: string): string {
  const { history } = counts;
  return (
    `Seeded ${kind} data in ${seconds} s: ${counts.stores} stores, ${counts.ads} ads, ${counts.locations} locations, ` +
    `${counts.categories} categories, ${counts.offerTypes} offer types, ${counts.banners} banners, ${counts.images} images.` +
    (history
      ? ` History: ${history.stores} closed stores, ${history.endedOffers} ended ads, ${history.offerStatsRows} offer ` +
        `and ${history.storeStatsRows} store stats rows counting ${history.events} visitor events, ` +
        `${history.dailyCounters} daily counters, ${history.auditEntries} audit entries.`
      : '')
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bench: { type: 'boolean', default: false },
      history: { type: 'boolean', default: false },
      stores: { type: 'string' },
      ads: { type: 'string' },
    },
  });
  const stores = count(values.stores, 1000, 'stores', 1);
  const offers = count(values.ads, 10_000, 'ads', 0);
  if (!values.bench && (values.stores !== undefined || values.ads !== undefined)) {
    throw new Error('--stores and --ads only apply together with --bench');
  }
  if (values.history && !values.bench) throw new Error('--history only applies together with --bench');
  const config = loadConfig();
  const db = openDatabase(config.databaseFile);
  const images = new ImageStore(config.uploadsDir, imageReferences(db));
  const started = performance.now();
  try {
    const counts = values.bench
      ? await seedBenchData(db, images, {
          stores,
          ads: offers,
          timeZone: config.regionTz,
          history: values.history ? TWO_YEARS : undefined,
        })
      : await seedDemoData(db, images, { timeZone: config.regionTz });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${counts ? describe(counts, values.bench ? 'benchmark' : 'demo', seconds) : 'Database already has data; nothing seeded.'}\n`,
    );
  } finally {
    db.$client.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exitCode = 1;
});
