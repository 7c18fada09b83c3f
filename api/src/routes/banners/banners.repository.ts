// SQL for the home-page banners: the public list (those whose days include today), the admin's list and writes.
import { and, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { ads, banners, stores } from '../../db/schema.js';
import { FieldErrors, NotFoundError } from '../../lib/errors.js';
import type { BannerFields, BannerLinkFields } from './banner-form.js';
import type { Banner } from './schema.js';

/** The response shape, derived from the route schema so the two cannot drift. */
type BannerView = Static<typeof Banner>;

type BannerRow = typeof banners.$inferSelect;

interface Joined {
  banner: BannerRow;
  storeName: string | null;
  offerTitle: string | null;
  offerStoreId: number | null;
}

function linkOf({ banner, storeName, offerTitle, offerStoreId }: Joined): BannerView['link'] {
  if (banner.linkStoreId !== null) {
    const target = String(banner.linkStoreId);
    return { type: 'store', target, href: `/store/${target}`, label: storeName ?? '' };
  }
  if (banner.linkOfferId !== null) {
    const target = String(banner.linkOfferId);
    const storeId = String(offerStoreId);
    return { type: 'offer', target, href: `/offerdetails/${target}`, label: offerTitle ?? '', storeId };
  }
  if (banner.linkUrl !== null)
    return { type: 'url', target: banner.linkUrl, href: banner.linkUrl, label: banner.linkUrl };
  return null;
}

function statusOn(banner: BannerRow, today: string): BannerView['status'] {
  if (banner.startDate !== null && banner.startDate > today) return 'scheduled';
  if (banner.endDate !== null && banner.endDate < today) return 'ended';
  return 'live';
}

function toView(joined: Joined, today: string): BannerView {
  const { banner } = joined;
  return {
    _id: String(banner.id),
    title: banner.screen,
    bannerImage: banner.images,
    link: linkOf(joined),
    startDate: banner.startDate,
    endDate: banner.endDate,
    status: statusOn(banner, today),
    createdAt: banner.createdAt.toISOString(),
  };
}

/** Shown on the day: started (or no start) and not ended (or no end), like an offer. */
function shownOn(today: string): SQL | undefined {
  return and(
    or(isNull(banners.startDate), lte(banners.startDate, today)),
    or(isNull(banners.endDate), gte(banners.endDate, today)),
  );
}

export class BannersRepository {
  constructor(private readonly db: Db) {}

  private select(today: string, where?: SQL): BannerView[] {
    return this.db
      .select({ banner: banners, storeName: stores.storeName, offerTitle: ads.title, offerStoreId: ads.storeId })
      .from(banners)
      .leftJoin(stores, eq(stores.id, banners.linkStoreId))
      .leftJoin(ads, eq(ads.id, banners.linkOfferId))
      .where(where)
      .orderBy(desc(banners.createdAt), desc(banners.id))
      .all()
      .map((joined) => toView(joined, today));
  }

  /** What the public home shows today, newest first. */
  listShown(today: string): BannerView[] {
    return this.select(today, shownOn(today));
  }

  /** Every banner, newest first (the admin's list). */
  listAll(today: string): BannerView[] {
    return this.select(today);
  }

  find(id: number, today: string): BannerView {
    const [banner] = this.select(today, eq(banners.id, id));
    if (!banner) throw new NotFoundError('Banner not found');
    return banner;
  }

  /** Refuses a link to a store or an offer that does not exist. */
  checkLink(link: BannerLinkFields): void {
    const errors = new FieldErrors();
    if (
      link.linkStoreId !== null &&
      !this.db.select({ id: stores.id }).from(stores).where(eq(stores.id, link.linkStoreId)).get()
    ) {
      errors.add('linkTarget', 'The store to link to does not exist.');
    }
    if (
      link.linkOfferId !== null &&
      !this.db.select({ id: ads.id }).from(ads).where(eq(ads.id, link.linkOfferId)).get()
    ) {
      errors.add('linkTarget', 'The offer to link to does not exist.');
    }
    errors.throwIfAny();
  }

  create(fields: BannerFields, images: string[], today: string): BannerView {
    return this.db.transaction(() => {
      const { id } = this.db
        .insert(banners)
        .values({ ...fields, images })
        .returning({ id: banners.id })
        .get();
      return this.find(id, today);
    });
  }

  /** Updates the banner; a new image replaces the current one, whose paths are returned as obsolete. */
  update(
    id: number,
    fields: BannerFields,
    newImages: string[],
    today: string,
  ): { banner: BannerView; obsolete: string[] } {
    return this.db.transaction(() => {
      const current = this.db.select({ images: banners.images }).from(banners).where(eq(banners.id, id)).get();
      if (!current) throw new NotFoundError('Banner not found');
      const images = newImages.length > 0 ? newImages : current.images;
      this.db
        .update(banners)
        .set({ ...fields, images })
        .where(eq(banners.id, id))
        .run();
      return { banner: this.find(id, today), obsolete: newImages.length > 0 ? current.images : [] };
    });
  }

  /** Deletes the banner and returns its image paths. */
  delete(id: number): string[] {
    return this.db.transaction(() => {
      const row = this.db.delete(banners).where(eq(banners.id, id)).returning().get();
      if (!row) throw new NotFoundError('Banner not found');
      return row.images;
    });
  }
}
