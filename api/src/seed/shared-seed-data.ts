// What the demo and the bench seeds share: places, categories with photos, offer types, banners, and the counts.
import type { ImageStore } from '../services/image-store.js';
import type { HistoryCounts } from './history-data.js';
import { KERALA_TOWNS, type Town } from './kerala-places.js';
import { CATEGORIES_ML, OFFER_TYPE_TITLES_ML, TOWN_NAMES_ML } from './malayalam-texts.js';
import { CATEGORIES, OFFER_TYPES, type Palette } from './offer-catalog.js';
import type { SeedRepository } from './seed.repository.js';
import { bannerSvg, categoryPhotoSvg } from './seed-artwork.js';
import { type Artwork, storeArtwork } from './seed-images.js';
import type { SeededRandom } from './seeded-random.js';

export interface SeedCounts {
  locations: number;
  categories: number;
  offerTypes: number;
  stores: number;
  ads: number;
  banners: number;
  images: number;
  /** What the bench's `--history` added (history-data.ts). */
  history?: HistoryCounts;
}

export interface Place {
  id: number;
  district: string;
  town: Town;
}

const BANNERS: ReadonlyArray<{ screen: 'desktop' | 'mobile'; headline: string; subline: string; palette: Palette }> = [
  {
    screen: 'desktop',
    headline: 'Onam Offers Across Kerala',
    subline: 'Up to 60% off at local shops in all 14 districts',
    palette: { from: '#f4a261', to: '#9c4a1a' },
  },
  {
    screen: 'desktop',
    headline: 'Shop Local, Save More',
    subline: 'Fresh deals from the shops in your town, every week',
    palette: { from: '#2a9d8f', to: '#1d3557' },
  },
  {
    screen: 'mobile',
    headline: 'Onam Offers Across Kerala',
    subline: 'Up to 60% off at local shops',
    palette: { from: '#f4a261', to: '#9c4a1a' },
  },
  {
    screen: 'mobile',
    headline: 'Shop Local, Save More',
    subline: 'Fresh deals every week',
    palette: { from: '#2a9d8f', to: '#1d3557' },
  },
];

/** One photo per category and the four home-page banners, keyed for storeArtwork. */
export function sharedArtwork(): Map<string, Artwork> {
  const artwork = new Map<string, Artwork>();
  for (const category of CATEGORIES) {
    artwork.set(`category:${category.title}`, {
      kind: 'categories',
      svg: categoryPhotoSvg(category.title, category.palette),
    });
  }
  for (const [index, banner] of BANNERS.entries()) {
    artwork.set(`banner:${index}`, {
      kind: 'banners',
      svg: bannerSvg(banner.screen, banner.headline, banner.subline, banner.palette),
    });
  }
  return artwork;
}

export interface SharedRows {
  places: Place[];
  /** Category title to id. */
  categories: Map<string, number>;
  offerTypes: Map<string, number>;
  /** How many banners were added. */
  banners: number;
  /** Stored images left unused because the rows they were drawn for already existed. */
  unusedPaths: string[];
}

/** Adds every town as a location, the categories, offer types and banners; rows that already exist are reused. */
export function insertSharedRows(
  repository: SeedRepository,
  random: SeededRandom,
  paths: ReadonlyMap<string, string>,
  now: Date,
): SharedRows {
  const districtIds = repository.districtIds();
  const places = Object.entries(KERALA_TOWNS).flatMap(([district, towns]) => {
    const districtId = districtIds.get(district);
    if (districtId === undefined) throw new Error(`District ${district} is missing from the reference data`);
    return towns.map((town) => ({
      id: repository.location(districtId, town.name, TOWN_NAMES_ML[town.name] ?? null),
      district,
      town,
    }));
  });
  const unusedPaths: string[] = [];
  const categories = new Map<string, number>();
  for (const spec of CATEGORIES) {
    const photo = pathOf(paths, `category:${spec.title}`);
    const titleMl = CATEGORIES_ML[spec.title]?.title ?? null;
    const { id, added } = repository.category(spec.title, titleMl, [photo], random.int(20, 300));
    if (!added) unusedPaths.push(photo);
    categories.set(spec.title, id);
  }
  const offerTypes = new Map(
    OFFER_TYPES.map((title) => [title, repository.offerType(title, OFFER_TYPE_TITLES_ML[title])]),
  );
  // Banners an admin already chose stay the only ones.
  const addBanners = !repository.hasBanners();
  for (const [index, banner] of BANNERS.entries()) {
    const path = pathOf(paths, `banner:${index}`);
    if (addBanners) repository.insertBanner(banner.screen, path, now.getTime() - (index + 1) * 3_600_000);
    else unusedPaths.push(path);
  }
  return { places, categories, offerTypes, banners: addBanners ? BANNERS.length : 0, unusedPaths };
}

export function pathOf(paths: ReadonlyMap<string, string>, key: string): string {
  const path = paths.get(key);
  if (!path) throw new Error(`No stored image for ${key}`);
  return path;
}

export function idOf<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`No seeded row for ${String(key)}`);
  return id;
}

export function sharedCounts(rows: SharedRows): Omit<SeedCounts, 'stores' | 'ads' | 'images'> {
  return {
    locations: rows.places.length,
    categories: rows.categories.size,
    offerTypes: rows.offerTypes.size,
    banners: rows.banners,
  };
}

interface SeedWrite {
  counts: Omit<SeedCounts, 'images'>;
  unusedPaths: string[];
}

/**
 * Stores the artwork, then runs `write` in one transaction, only while the database has no stores. Images of a
 * seed that did not happen (failed, or another process seeded first) are removed again.
 */
export async function runSeed(
  repository: SeedRepository,
  images: ImageStore,
  artwork: ReadonlyMap<string, Artwork>,
  write: (paths: ReadonlyMap<string, string>) => SeedWrite,
): Promise<SeedCounts | null> {
  if (repository.hasStores()) return null;
  const paths = await storeArtwork(images, artwork);
  let result: SeedWrite | null;
  try {
    result = repository.transaction(() => (repository.hasStores() ? null : write(paths)));
  } catch (error) {
    await images.removeAll([...paths.values()]);
    throw error;
  }
  await images.removeAll(result ? result.unusedPaths : [...paths.values()]);
  return result && { ...result.counts, images: paths.size - result.unusedPaths.length };
}
