// The demo dataset: 40 Kerala shops in all 14 districts with 150 offers and locally drawn images, for an empty database.
import { DEMO_OWNER } from '@offerboard/shared-types/rules';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers, ads, reviewItems, storeOwners, stores } from '../db/schema.js';
import { regionDay } from '../lib/region-time.js';
import { offerVersion } from '../routes/review/review.repository.js';
import type { ImageStore } from '../services/image-store.js';
import { hashPassword } from '../services/passwords.js';
import { seedDemoStats } from './demo-stats.js';
import { KERALA_TOWNS } from './kerala-places.js';
import { DEMO_STORES, type DemoStore } from './kerala-shops.js';
import { addressMl, STORE_NAMES_ML } from './malayalam-texts.js';
import { CATEGORIES, type CategorySpec, describeOffer } from './offer-catalog.js';
import { seedOfferExtras } from './offer-extras.js';
import { DAY_MS, type OfferTiming, offerClicks, offerDates } from './offer-timing.js';
import { SeedRepository } from './seed.repository.js';
import { galleryImageSvg, logoSvg, posterSvg, storefrontSvg } from './seed-artwork.js';
import { SeededRandom } from './seeded-random.js';
import {
  idOf,
  insertSharedRows,
  pathOf,
  runSeed,
  type SeedCounts,
  sharedArtwork,
  sharedCounts,
} from './shared-seed-data.js';
import { addressIn, emailFor, mobileNumber } from './shop-details.js';
import { openingHoursFor, spotIn } from './store-hours.js';

const DEMO_SEED = 0x0ffe7b0a;
const DEMO_OFFER_COUNT = 150;
const OFFER_TIMINGS: ReadonlyArray<[OfferTiming, number]> = [
  ['expired', 15],
  ['endingSoon', 15],
  ['upcoming', 12],
];
const IMAGES_PER_OFFER = [1, 2, 2, 3, 3, 3, 4, 4, 5] as const;
const GALLERY_CAPTIONS = ['New arrivals', 'Best sellers this week', 'Visit us today'] as const;

interface SeedOptions {
  timeZone: string;
  now?: Date;
}

interface PlannedOffer {
  store: DemoStore;
  category: CategorySpec;
  timing: OfferTiming;
  offer: ReturnType<typeof describeOffer>;
  imageKeys: string[];
}

const categoriesByTitle = new Map(CATEGORIES.map((category) => [category.title, category]));

function categoryOf(store: DemoStore): CategorySpec {
  const category = categoriesByTitle.get(store.category);
  if (!category) throw new Error(`Unknown demo category ${store.category}`);
  return category;
}

/** How many offers each shop runs: two to five, adjusted so that the total is exactly DEMO_OFFER_COUNT. */
function offersPerStore(random: SeededRandom): number[] {
  const counts = DEMO_STORES.map(() => random.int(2, 5));
  let total = counts.reduce((sum, n) => sum + n, 0);
  while (total !== DEMO_OFFER_COUNT) {
    const index = random.int(0, counts.length - 1);
    const count = counts[index] ?? 0;
    if (total < DEMO_OFFER_COUNT && count < 7) {
      counts[index] = count + 1;
      total++;
    } else if (total > DEMO_OFFER_COUNT && count > 1) {
      counts[index] = count - 1;
      total--;
    }
  }
  return counts;
}

function planOffers(random: SeededRandom): PlannedOffer[] {
  const special = OFFER_TIMINGS.flatMap(([timing, count]) => Array<OfferTiming>(count).fill(timing));
  const timings = random.shuffle([
    ...special,
    ...Array<OfferTiming>(DEMO_OFFER_COUNT - special.length).fill('current'),
  ]);
  const counts = offersPerStore(random);
  return DEMO_STORES.flatMap((store, storeIndex) =>
    Array.from({ length: counts[storeIndex] ?? 0 }, () => {
      const category = categoryOf(store);
      const offer = describeOffer(random, category);
      const extras = [`front:${store.storeName}`, ...GALLERY_CAPTIONS.map((_, i) => `gallery:${category.title}:${i}`)];
      const imageCount = random.pick(IMAGES_PER_OFFER);
      return {
        store,
        category,
        timing: timings.pop() ?? 'current',
        offer,
        imageKeys: [`poster:${category.title}:${offer.offerType}`, ...random.sample(extras, imageCount - 1)],
      };
    }),
  );
}

/** Everything the plan shows: shared images, a logo and shop front per store, gallery pictures, used posters. */
function demoArtwork(ads: readonly PlannedOffer[]) {
  const artwork = sharedArtwork();
  for (const store of DEMO_STORES) {
    const { palette } = categoryOf(store);
    artwork.set(`logo:${store.storeName}`, { kind: 'logos', svg: logoSvg(store.storeName, palette) });
    artwork.set(`front:${store.storeName}`, { kind: 'ads', svg: storefrontSvg(store.storeName, store.town, palette) });
  }
  for (const category of CATEGORIES) {
    for (const [i, caption] of GALLERY_CAPTIONS.entries()) {
      artwork.set(`gallery:${category.title}:${i}`, {
        kind: 'ads',
        svg: galleryImageSvg(category.title, caption, category.palette),
      });
    }
  }
  for (const { category, offer } of ads) {
    const key = `poster:${category.title}:${offer.offerType}`;
    if (!artwork.has(key)) {
      artwork.set(key, { kind: 'ads', svg: posterSvg(offer.offerType, category.title, category.palette) });
    }
  }
  const used = new Set(ads.flatMap((ad) => ad.imageKeys));
  for (const [key, { kind }] of artwork) {
    if (kind === 'ads' && !used.has(key)) artwork.delete(key);
  }
  return artwork;
}

/**
 * Seeds the demo data when the database has no stores (returns null otherwise). Rows go in one transaction;
 * images are drawn here and stored through the ImageStore like uploads. Same seed, same data on every run.
 */
export async function seedDemoData(db: Db, images: ImageStore, options: SeedOptions): Promise<SeedCounts | null> {
  const now = options.now ?? new Date();
  const today = regionDay(options.timeZone, now);
  const random = new SeededRandom(DEMO_SEED);
  // Places and hours draw from their own sequence, so they leave the rest of the demo data as it was.
  const placeRandom = new SeededRandom(DEMO_SEED + 2);
  const ads = planOffers(random);
  const extrasRandom = new SeededRandom(DEMO_SEED + 1);
  const repository = new SeedRepository(db);
  const counts = await runSeed(repository, images, demoArtwork(ads), (paths) => {
    const shared = insertSharedRows(repository, random, paths, now);
    const placeIds = new Map(shared.places.map((place) => [`${place.district}/${place.town.name}`, place.id]));
    const districtsMl = repository.districtNamesMl();
    const storeIds = new Map(
      DEMO_STORES.map((store) => {
        const town = KERALA_TOWNS[store.district]?.find((candidate) => candidate.name === store.town);
        if (!town) throw new Error(`Unknown demo town ${store.town}`);
        const storeNameMl = STORE_NAMES_ML[store.storeName] ?? null;
        const contact = mobileNumber(random);
        const address = addressIn(random, town, store.district);
        const id = repository.insertStore({
          storeName: store.storeName,
          storeNameMl,
          ownerName: store.ownerName,
          contact,
          email: emailFor(store.storeName),
          address,
          // A shop without a Malayalam name has no Malayalam address either.
          addressMl: storeNameMl && addressMl(address, town.name, districtsMl.get(store.district), town.pin),
          locationId: idOf(placeIds, `${store.district}/${store.town}`),
          categoryId: idOf(shared.categories, store.category),
          logoUrl: pathOf(paths, `logo:${store.storeName}`),
          openingHours: openingHoursFor(placeRandom),
          ...spotIn(placeRandom, town),
          createdAt: now.getTime() - random.int(45, 120) * DAY_MS,
        });
        return [store, id] as const;
      }),
    );
    const offers = ads.map((ad, index) => {
      const storeId = idOf(storeIds, ad.store);
      const dates = offerDates(random, ad.timing, today, now);
      // Most offers have Malayalam texts; one in eight has none, so the site's fallback to English shows too.
      const offer = index % 8 === 7 ? { ...ad.offer, titleMl: null, descriptionMl: null, itemMl: undefined } : ad.offer;
      const id = repository.insertOffer({
        storeId,
        description: offer.description,
        descriptionMl: offer.descriptionMl,
        offerTypeId: idOf(shared.offerTypes, ad.offer.offerType),
        ...dates,
        images: ad.imageKeys.map((key) => pathOf(paths, key)),
        clicks: offerClicks(random, ad.timing),
        ...seedOfferExtras(extrasRandom, ad.category, offer),
      });
      return { id, storeId, ...dates };
    });
    // Their own sequence too, so the stats leave the rest of the demo data as it was.
    seedDemoStats(repository, new SeededRandom(DEMO_SEED + 3), offers, [...storeIds.values()], today);
    return {
      counts: { ...sharedCounts(shared), stores: storeIds.size, ads: ads.length },
      unusedPaths: shared.unusedPaths,
    };
  });
  if (counts) await seedDemoOwner(db);
  return counts;
}

/**
 * The demo store owner (DEMO_OWNER), who owns the first demo store, with two changes to its newest offers sent for
 * review: one waiting, one rejected with a reason (the offers stay public as they are).
 */
async function seedDemoOwner(db: Db): Promise<void> {
  const storeName = DEMO_STORES[0]?.storeName ?? '';
  const store = db.select({ id: stores.id }).from(stores).where(eq(stores.storeName, storeName)).get();
  if (!store) throw new Error(`Unknown demo store ${storeName}`);
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  db.transaction((tx) => {
    const owner = tx
      .insert(adminUsers)
      .values({ email: DEMO_OWNER.email, name: 'Demo store owner', role: 'owner', passwordHash })
      .returning({ id: adminUsers.id })
      .get();
    tx.insert(storeOwners).values({ userId: owner.id, storeId: store.id }).run();
    const newest = tx.select().from(ads).where(eq(ads.storeId, store.id)).orderBy(desc(ads.createdAt)).limit(2).all();
    newest.forEach((ad, index) => {
      const {
        id,
        storeId,
        clicks: _clicks,
        pausedAt: _pausedAt,
        createdAt: _createdAt,
        published: _published,
        ...fields
      } = ad;
      const title = index === 0 ? `${ad.title}: this weekend only` : `${ad.title}, best in town`;
      tx.insert(reviewItems)
        .values({
          adId: id,
          storeId,
          kind: 'change',
          status: index === 0 ? 'pending' : 'rejected',
          title,
          proposed: { ...fields, title },
          basedOn: offerVersion(ad),
          reason: index === 0 ? null : 'Please keep the title to what the offer gives.',
          submittedBy: DEMO_OWNER.email,
          submittedAt: new Date(),
          decidedBy: index === 0 ? null : 'admin@example.com',
          decidedAt: index === 0 ? null : new Date(),
        })
        .run();
    });
  });
}
