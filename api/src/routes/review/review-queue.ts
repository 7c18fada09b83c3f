// The operator's review queue: each pending submission with what it changes, field by field (as the form shows the
// fields) and image by image. A new offer is all "after"; a change compares the published offer with the proposal.
import { eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { ads, offerTypes, type ProposedOffer, stores } from '../../db/schema.js';
import { isStale, type ReviewRepository, type ReviewRow } from './review.repository.js';
import type { ReviewItem } from './schema.js';

type ReviewItemView = Static<typeof ReviewItem>;

/** The compared fields, in the form's order, as text (prices in rupees, the offer type by title). */
const FIELDS = [
  'title',
  'titleMl',
  'description',
  'descriptionMl',
  'offerType',
  'startDate',
  'endDate',
  'couponCode',
  'terms',
  'termsMl',
  'priceBefore',
  'priceAfter',
] as const;
type Field = (typeof FIELDS)[number];

function rupees(paise: number | null): string | null {
  return paise === null ? null : (paise / 100).toFixed(2).replace(/\.00$/, '');
}

export class ReviewQueue {
  constructor(
    private readonly db: Db,
    private readonly reviews: ReviewRepository,
  ) {}

  pending(): ReviewItemView[] {
    const items = this.reviews.pending();
    const offerTypeTitles = new Map(
      this.db
        .select({ id: offerTypes.id, title: offerTypes.title })
        .from(offerTypes)
        .all()
        .map((row) => [row.id, row.title]),
    );
    const text = (offer: ProposedOffer): Record<Field, string | null> => ({
      title: offer.title,
      titleMl: offer.titleMl ?? null,
      description: offer.description,
      descriptionMl: offer.descriptionMl ?? null,
      offerType: offerTypeTitles.get(offer.offerTypeId) ?? null,
      startDate: offer.startDate,
      endDate: offer.endDate,
      couponCode: offer.couponCode,
      terms: offer.terms,
      termsMl: offer.termsMl ?? null,
      priceBefore: rupees(offer.priceBeforePaise),
      priceAfter: rupees(offer.priceAfterPaise),
    });
    const offers = new Map(
      items.length === 0
        ? []
        : this.db
            .select({ ad: ads, storeName: stores.storeName })
            .from(ads)
            .innerJoin(stores, eq(stores.id, ads.storeId))
            .where(
              inArray(
                ads.id,
                items.map((item) => item.adId),
              ),
            )
            .all()
            .map((row) => [row.ad.id, row]),
    );
    return items.flatMap((item) => {
      const found = offers.get(item.adId);
      if (!found) return [];
      const live = found.ad;
      const before = item.kind === 'new' ? undefined : live;
      const after = item.kind === 'new' ? live : (item.proposed ?? live);
      const beforeText = before ? text(before) : undefined;
      const afterText = text(after);
      const changes = FIELDS.filter((field) => (beforeText?.[field] ?? null) !== afterText[field]).map((field) => ({
        field,
        before: beforeText?.[field] ?? null,
        after: afterText[field],
      }));
      const images = { before: before?.images ?? [], after: after.images };
      return [{ ...this.view(item, found.storeName, changes, images), stale: isStale(item, live) }];
    });
  }

  private view(
    item: ReviewRow,
    storeName: string,
    changes: ReviewItemView['changes'],
    images: ReviewItemView['images'],
  ): Omit<ReviewItemView, 'stale'> {
    return {
      _id: String(item.id),
      kind: item.kind,
      offer: { _id: String(item.adId), title: item.title },
      store: { _id: String(item.storeId), storeName },
      submittedBy: item.submittedBy,
      submittedAt: item.submittedAt.toISOString(),
      changes,
      images,
    };
  }
}
