// SQL for the review queue: an owner's submissions (a new offer, or a change to a published one), their state as the
// owner sees it, and the operator's decision, which publishes the offer or applies the change.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ads, offerTypes, type ProposedOffer, reviewItems, stores } from '../../db/schema.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';

export type ReviewRow = typeof reviewItems.$inferSelect;

/** What the owner sees of an offer's latest submission while it waits or after it was rejected. */
export interface ReviewState {
  _id: string;
  kind: ReviewRow['kind'];
  status: 'pending' | 'rejected';
  reason?: string;
  submittedAt: string;
}

const ALREADY_DECIDED = 'This submission was already approved or rejected.';
const STALE =
  'This offer was edited after the owner sent this change. Reject it with a note, or ask the owner to send it again.';
const GONE_OFFER_TYPE =
  'The offer type this change chose was deleted meanwhile. Reject it so that the owner can choose another.';

/** The fields an owner's change proposes, in a fixed order. */
const OFFER_FIELDS = [
  'title',
  'description',
  'offerTypeId',
  'startDate',
  'endDate',
  'images',
  'couponCode',
  'terms',
  'priceBeforePaise',
  'priceAfterPaise',
] as const satisfies ReadonlyArray<keyof ProposedOffer>;

/**
 * The version of an offer as far as an owner's change is concerned: a digest of the fields a change writes. Pausing,
 * clicks and the like leave it as it is; any edit of those fields (the operator's, a bulk action's) changes it.
 */
export function offerVersion(offer: ProposedOffer): string {
  const fields = OFFER_FIELDS.map((field) => offer[field]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/** Whether the live offer was edited since the owner made this change on it (approving it would undo that edit). */
export function isStale(item: ReviewRow, live: ProposedOffer): boolean {
  return item.kind === 'change' && item.basedOn !== null && item.basedOn !== offerVersion(live);
}

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /** Whether the store's owners publish without review. */
  trusted(storeId: number): boolean {
    return (
      this.db.select({ trusted: stores.trusted }).from(stores).where(eq(stores.id, storeId)).get()?.trusted ?? false
    );
  }

  /** The open (pending or rejected) submission of each of the offers that has one. */
  statesOf(offerIds: readonly number[]): Map<string, ReviewState> {
    if (offerIds.length === 0) return new Map();
    const rows = this.db
      .select()
      .from(reviewItems)
      .where(and(inArray(reviewItems.adId, [...offerIds]), inArray(reviewItems.status, ['pending', 'rejected'])))
      .all();
    return new Map(rows.map((row) => [String(row.adId), toState(row)]));
  }

  /** The images of the offer's open (pending or rejected) proposed change: an owner's next change may keep them. */
  proposedImages(adId: number): string[] {
    const row = this.db.select().from(reviewItems).where(eq(reviewItems.adId, adId)).get();
    return row && row.status !== 'approved' ? (row.proposed?.images ?? []) : [];
  }

  /** Records a submission of the offer (replacing its earlier one): pending, with no decision yet. */
  submit(adId: number, kind: ReviewRow['kind'], title: string, proposed: ProposedOffer | null, submittedBy: string) {
    const live = this.db.select().from(ads).where(eq(ads.id, adId)).get();
    if (!live) throw new NotFoundError('Ad not found');
    const values = {
      adId,
      storeId: live.storeId,
      kind,
      status: 'pending' as const,
      title,
      proposed,
      basedOn: kind === 'change' ? offerVersion(live) : null,
      reason: null,
      submittedBy,
      submittedAt: new Date(),
      decidedBy: null,
      decidedAt: null,
    };
    this.db.transaction((tx) => {
      tx.insert(reviewItems).values(values).onConflictDoUpdate({ target: reviewItems.adId, set: values }).run();
    });
  }

  /** Pending submissions, oldest first. */
  pending(): ReviewRow[] {
    return this.db
      .select()
      .from(reviewItems)
      .where(eq(reviewItems.status, 'pending'))
      .orderBy(asc(reviewItems.submittedAt), asc(reviewItems.id))
      .all();
  }

  /** A pending submission by id: 404 when there is none, 409 when it was decided already. */
  pendingItem(id: number): ReviewRow {
    const row = this.db.select().from(reviewItems).where(eq(reviewItems.id, id)).get();
    if (!row) throw new NotFoundError('No such submission');
    if (row.status !== 'pending') throw new ConflictError(ALREADY_DECIDED);
    return row;
  }

  /**
   * Approves a pending submission in one transaction: a new offer is published, a change is written to the offer
   * unless the offer was edited since the change was made on it (409: approving would undo that edit).
   * Returns the images the change made obsolete (the offer's former ones it no longer holds).
   */
  approve(id: number, decidedBy: string): string[] {
    return this.db.transaction((tx) => {
      const item = this.pendingItem(id);
      let obsolete: string[] = [];
      if (item.kind === 'new') {
        tx.update(ads).set({ published: true }).where(eq(ads.id, item.adId)).run();
      } else if (item.proposed) {
        // The proposal names its offer type by id, which nothing keeps from being deleted meanwhile.
        const offerTypeId = item.proposed.offerTypeId;
        if (!tx.select({ id: offerTypes.id }).from(offerTypes).where(eq(offerTypes.id, offerTypeId)).get()) {
          throw new BadRequestError(GONE_OFFER_TYPE);
        }
        const before = tx.select().from(ads).where(eq(ads.id, item.adId)).get();
        if (before && isStale(item, before)) throw new ConflictError(STALE);
        tx.update(ads).set(item.proposed).where(eq(ads.id, item.adId)).run();
        const kept = new Set(item.proposed.images);
        obsolete = (before?.images ?? []).filter((path) => !kept.has(path));
      }
      tx.update(reviewItems)
        .set({ status: 'approved', proposed: null, reason: null, decidedBy, decidedAt: new Date() })
        .where(eq(reviewItems.id, id))
        .run();
      return obsolete;
    });
  }

  /** Rejects a pending submission with the operator's reason; the owner sees it and may send the offer again. */
  reject(id: number, reason: string, decidedBy: string): void {
    this.db.transaction((tx) => {
      this.pendingItem(id);
      tx.update(reviewItems)
        .set({ status: 'rejected', reason, decidedBy, decidedAt: new Date() })
        .where(eq(reviewItems.id, id))
        .run();
    });
  }
}

function toState(row: ReviewRow): ReviewState {
  return {
    _id: String(row.id),
    kind: row.kind,
    status: row.status === 'rejected' ? 'rejected' : 'pending',
    ...(row.reason ? { reason: row.reason } : {}),
    submittedAt: row.submittedAt.toISOString(),
  };
}
