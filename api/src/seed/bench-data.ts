// The benchmark dataset: thousands of shops and offers in the demo's style, sharing a small pool of images.
import type { Db } from '../db/client.js';
import { regionDay } from '../lib/region-time.js';
import type { ImageStore } from '../services/image-store.js';
import { type HistorySize, historySeeder } from './history-data.js';
import { FIRST_NAMES, SHOP_NAME_PREFIXES, SURNAMES } from './kerala-shops.js';
import { addressMl } from './malayalam-texts.js';
import { CATEGORIES, type CategorySpec, describeOffer, OFFER_TYPES } from './offer-catalog.js';
import { seedOfferExtras } from './offer-extras.js';
import { DAY_MS, type OfferTiming, offerClicks, offerDates } from './offer-timing.js';
import { SeedRepository } from './seed.repository.js';
import { logoSvg, posterSvg } from './seed-artwork.js';
import { SeededRandom } from './seeded-random.js';
import {
  idOf,
  insertSharedRows,
  pathOf,
  runSeed,
  type SeedCounts,
  type SharedRows,
  sharedArtwork,
  sharedCounts,
} from './shared-seed-data.js';
import { addressIn, emailFor, mobileNumber } from './shop-details.js';
import { openingHoursFor, spotIn } from './store-hours.js';

const BENCH_SEED = 0x00be9c40;
const LOGO_POOL = 6;
/** Out of 100 offers: most are running, a few end soon, some have expired, some start next week. */
const TIMING_WEIGHTS: ReadonlyArray<[OfferTiming, number]> = [
  ['current', 80],
  ['endingSoon', 6],
  ['expired', 8],
  ['upcoming', 6],
];

interface BenchOptions {
  stores: number;
  ads: number;
  timeZone: string;
  now?: Date;
  /** Two years of the past besides (the `--history` dataset); absent: today's catalog alone. */
  history?: HistorySize;
}

function pickTiming(random: SeededRandom): OfferTiming {
  let roll = random.int(1, 100);
  for (const [timing, weight] of TIMING_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return timing;
  }
  return 'current';
}

/** The shared images plus a few logos and one poster per offer type, reused by every store and offer. */
function benchArtwork(random: SeededRandom) {
  const artwork = sharedArtwork();
  for (let i = 0; i < LOGO_POOL; i++) {
    const { palette } = random.pick(CATEGORIES);
    artwork.set(`logo:${i}`, { kind: 'logos', svg: logoSvg(random.pick(SHOP_NAME_PREFIXES), palette) });
  }
  for (const offerType of OFFER_TYPES) {
    const { palette } = random.pick(CATEGORIES);
    artwork.set(`poster:${offerType}`, { kind: 'ads', svg: posterSvg(offerType, 'Kerala', palette) });
  }
  return artwork;
}

/** The rows and image pools every bench store and offer draws from. */
export interface BenchPools {
  shared: SharedRows;
  logos: string[];
  posters: Map<string, string>;
  /** Each district's Malayalam name, for the stores' Malayalam addresses. */
  districtsMl: Map<string, string>;
}

export interface BenchStore {
  id: number;
  category: CategorySpec;
}

/** One shop in `district`, any town of it; `createdAt` is drawn last, so each caller keeps its own sequence. */
export function insertBenchStore(
  repository: SeedRepository,
  streams: { random: SeededRandom; placeRandom: SeededRandom },
  pools: BenchPools,
  district: string,
  createdAt: () => number,
): BenchStore {
  const { random, placeRandom } = streams;
  const place = random.pick(pools.shared.places.filter((candidate) => candidate.district === district));
  const category = random.pick(CATEGORIES);
  const storeName = `${random.pick(SHOP_NAME_PREFIXES)} ${random.pick(category.shopWords)}`;
  const ownerName = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
  const contact = mobileNumber(random);
  const address = addressIn(random, place.town, place.district);
  const id = repository.insertStore({
    storeName,
    storeNameMl: null,
    ownerName,
    contact,
    email: emailFor(`${storeName} ${place.town.name}`),
    address,
    addressMl: addressMl(address, place.town.name, pools.districtsMl.get(place.district), place.town.pin),
    locationId: place.id,
    categoryId: idOf(pools.shared.categories, category.title),
    logoUrl: random.pick(pools.logos),
    openingHours: openingHoursFor(placeRandom),
    ...spotIn(placeRandom, place.town),
    createdAt: createdAt(),
  });
  return { id, category };
}

/** One offer of `store` with its poster and up to two other posters; `schedule` gives its days and views. */
export function insertBenchOffer(
  repository: SeedRepository,
  streams: { random: SeededRandom; extrasRandom: SeededRandom },
  pools: BenchPools,
  store: BenchStore,
  schedule: () => { startDate: string; endDate: string; createdAt: number; clicks: () => number },
): number {
  const { random, extrasRandom } = streams;
  const offer = describeOffer(random, store.category);
  const { clicks, ...dates } = schedule();
  const poster = pathOf(pools.posters, offer.offerType);
  const others = [...pools.posters.values()].filter((path) => path !== poster);
  return repository.insertOffer({
    storeId: store.id,
    description: offer.description,
    descriptionMl: offer.descriptionMl,
    offerTypeId: idOf(pools.shared.offerTypes, offer.offerType),
    ...dates,
    images: [poster, ...random.sample(others, random.int(0, 2))],
    clicks: clicks(),
    ...seedOfferExtras(extrasRandom, store.category, offer),
  });
}

/**
 * Seeds `stores` shops and `ads` offers when the database has no stores (returns null otherwise), in one
 * transaction with prepared statements, and with `history` two years of the past besides (history-data.ts).
 * Deterministic like the demo seed.
 */
export async function seedBenchData(db: Db, images: ImageStore, options: BenchOptions): Promise<SeedCounts | null> {
  if (!Number.isInteger(options.stores) || options.stores < 1 || !Number.isInteger(options.ads) || options.ads < 0) {
    throw new RangeError('stores must be a whole number of at least 1 and ads a whole number of at least 0');
  }
  const now = options.now ?? new Date();
  const today = regionDay(options.timeZone, now);
  const random = new SeededRandom(BENCH_SEED);
  const extrasRandom = new SeededRandom(BENCH_SEED + 1);
  // Places and hours draw from their own sequence, so they leave the rest of the bench data as it was.
  const placeRandom = new SeededRandom(BENCH_SEED + 2);
  const repository = new SeedRepository(db);
  return runSeed(repository, images, benchArtwork(random), (paths) => {
    const shared = insertSharedRows(repository, random, paths, now);
    const pools: BenchPools = {
      shared,
      logos: Array.from({ length: LOGO_POOL }, (_, i) => pathOf(paths, `logo:${i}`)),
      posters: new Map(OFFER_TYPES.map((offerType) => [offerType, pathOf(paths, `poster:${offerType}`)])),
      districtsMl: repository.districtNamesMl(),
    };
    const districts = [...new Set(shared.places.map((place) => place.district))];
    const history = options.history
      ? historySeeder(repository, pools, { ...options.history, today, now, districts })
      : undefined;
    history?.closedStores(options.stores);
    // Districts in turn, so that even a small dataset covers all of them.
    const stores = Array.from({ length: options.stores }, (_, index) =>
      insertBenchStore(
        repository,
        { random, placeRandom },
        pools,
        districts[index % districts.length] ?? '',
        () => now.getTime() - random.int(60, 365) * DAY_MS,
      ),
    );
    history?.endedOffers(stores);
    for (let i = 0; i < options.ads; i++) {
      insertBenchOffer(repository, { random, extrasRandom }, pools, random.pick(stores), () => {
        const timing = pickTiming(random);
        return { ...offerDates(random, timing, today, now), clicks: () => offerClicks(random, timing) };
      });
    }
    const past = history?.activity();
    return {
      counts: {
        ...sharedCounts(shared),
        stores: stores.length + (past?.stores ?? 0),
        ads: options.ads + (past?.endedOffers ?? 0),
        ...(past ? { history: past } : {}),
      },
      unusedPaths: shared.unusedPaths,
    };
  });
}
