// SQL for single ads: read one or a store's, create, update, delete, count a view, and the images total.
import type Database from 'better-sqlite3';
import type { ProposedOffer } from '../../db/schema.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { NEWEST_FIRST } from './offer-order.js';
import { OFFER_VIEW_SELECT, type OfferViewData, type OfferViewRow, parseImages, toOfferView } from './offer-view.js';
import { STARTED_OFFER, VISIBLE_OFFER } from './offer-visibility.js';

const OFFER_NOT_FOUND = 'Offer not found';
const AD_NOT_FOUND = 'Ad not found';
const STORE_NOT_FOUND = 'Store not found';
const UNKNOWN_OFFER_TYPE = 'Unknown offer type';

export interface OfferType {
  id: number;
  title: string;
}

/** What an edit (or a copy) is checked against: the ad's store, dates and images as stored. */
interface StoredOffer {
  id: number;
  storeId: number;
  startDate: string;
  endDate: string;
  images: string[];
  imagesJson: string;
  /** False while an owner's new offer waits for approval or was rejected. */
  published: boolean;
  /** The Malayalam twins, which an edit that leaves them out keeps. */
  twins: OfferTwins;
}

export interface OfferTwins {
  titleMl: string | null;
  descriptionMl: string | null;
  termsMl: string | null;
}

/** An offer's own fields as stored (what an owner's change proposes, too). */
export type OfferContent = ProposedOffer;

/** An id as the wire spells it (IdString's pattern). */
const NUMERIC_ID = /^[1-9][0-9]{0,14}$/;

export class StoreOffersRepository {
  private readonly statements;

  constructor(private readonly sqlite: Database.Database) {
    this.statements = {
      view: sqlite.prepare(`${OFFER_VIEW_SELECT} WHERE a.id = ?`),
      startedView: sqlite.prepare(`${OFFER_VIEW_SELECT} WHERE a.id = @id AND ${STARTED_OFFER}`),
      storeViews: sqlite.prepare(`${OFFER_VIEW_SELECT} WHERE a.store_id = ? ${NEWEST_FIRST}`),
      // Sorted once read (`+`): walking ads_store_idx in this order would read the store's ended offers too.
      storeCurrentViews: sqlite.prepare(
        `${OFFER_VIEW_SELECT} WHERE a.store_id = @storeId AND ${VISIBLE_OFFER} ORDER BY +a.created_at DESC, a.id DESC`,
      ),
      stored: sqlite.prepare(
        `SELECT id, store_id AS storeId, start_date AS startDate, end_date AS endDate, images AS imagesJson, published,
           title_ml AS titleMl, description_ml AS descriptionMl, terms_ml AS termsMl
         FROM ads WHERE id = ?`,
      ),
      store: sqlite.prepare('SELECT id FROM stores WHERE id = ?'),
      storeOwner: sqlite.prepare('SELECT owner_name AS ownerName FROM stores WHERE id = ?'),
      offerTypeById: sqlite.prepare('SELECT id, title FROM offer_types WHERE id = ?'),
      offerTypeByTitle: sqlite.prepare('SELECT id, title FROM offer_types WHERE lower(title) = lower(?)'),
      insert: sqlite.prepare(
        `INSERT INTO ads (store_id, title, description, offer_type_id, start_date, end_date, images, created_at,
           coupon_code, terms, price_before_paise, price_after_paise, published, title_ml, description_ml, terms_ml)
         VALUES (@storeId, @title, @description, @offerTypeId, @startDate, @endDate, @images, @createdAt,
           @couponCode, @terms, @priceBeforePaise, @priceAfterPaise, @published, @titleMl, @descriptionMl, @termsMl)
         RETURNING id`,
      ),
      update: sqlite.prepare(
        `UPDATE ads SET title = @title, description = @description, offer_type_id = @offerTypeId,
           start_date = @startDate, end_date = @endDate, images = @images,
           coupon_code = @couponCode, terms = @terms, price_before_paise = @priceBeforePaise,
           price_after_paise = @priceAfterPaise, title_ml = @titleMl, description_ml = @descriptionMl,
           terms_ml = @termsMl
         WHERE id = @id AND images = @expectedImages`,
      ),
      delete: sqlite.prepare('DELETE FROM ads WHERE id = ? RETURNING images'),
      addView: sqlite.prepare(
        `UPDATE ads AS a SET clicks = clicks + 1 WHERE a.id = @id AND ${STARTED_OFFER} RETURNING clicks`,
      ),
      totalImages: sqlite.prepare(
        'SELECT coalesce(sum(CASE WHEN json_valid(images) THEN json_array_length(images) ELSE 0 END), 0) AS total FROM ads',
      ),
    };
  }

  /** Any ad, started or not (admin). */
  find(id: number): OfferViewData {
    const row = this.statements.view.get(id) as OfferViewRow | undefined;
    if (!row) throw new NotFoundError(AD_NOT_FOUND);
    return toOfferView(row);
  }

  /** An ad the public may see: it has started and is not paused (ended ones stay readable so old links can say so). */
  findStarted(id: number, today: string): OfferViewData {
    const row = this.statements.startedView.get({ id, today }) as OfferViewRow | undefined;
    if (!row) throw new NotFoundError(OFFER_NOT_FOUND);
    return toOfferView(row);
  }

  /** Every ad of the store, newest first, and the store's owner (only the admin sees owners). */
  forStore(storeId: number): { ownerName: string; ads: OfferViewData[] } {
    const store = this.statements.storeOwner.get(storeId) as { ownerName: string } | undefined;
    if (!store) throw new NotFoundError(STORE_NOT_FOUND);
    return {
      ownerName: store.ownerName,
      ads: (this.statements.storeViews.all(storeId) as OfferViewRow[]).map(toOfferView),
    };
  }

  /** The store's offers the public sees today (started, not ended, not paused), newest first. */
  currentForStore(storeId: number, today: string): OfferViewData[] {
    return (this.statements.storeCurrentViews.all({ storeId, today }) as OfferViewRow[]).map(toOfferView);
  }

  assertStore(storeId: number): void {
    if (!this.statements.store.get(storeId)) throw new NotFoundError(STORE_NOT_FOUND);
  }

  /** The offer type named by id or by title (any case). */
  offerType(idOrTitle: string): OfferType {
    const byId = NUMERIC_ID.test(idOrTitle) ? this.statements.offerTypeById.get(Number(idOrTitle)) : undefined;
    const row = byId ?? this.statements.offerTypeByTitle.get(idOrTitle);
    if (!row) throw new BadRequestError(UNKNOWN_OFFER_TYPE);
    return row as OfferType;
  }

  stored(id: number): StoredOffer {
    const row = this.statements.stored.get(id) as
      | (Omit<StoredOffer, 'images' | 'published' | 'twins'> & { published: number } & OfferTwins)
      | undefined;
    if (!row) throw new NotFoundError(AD_NOT_FOUND);
    const { titleMl, descriptionMl, termsMl, ...offer } = row;
    return {
      ...offer,
      published: row.published === 1,
      images: parseImages(row.imagesJson),
      twins: { titleMl, descriptionMl, termsMl },
    };
  }

  /**
   * Inserts the ad, checking again inside the transaction that its store and offer type still exist; an unpublished
   * one (an owner's, for review) gets `submit` run on its id in the same transaction.
   */
  create(storeId: number, content: OfferContent, review?: { submit: (id: number) => void }): OfferViewData {
    const id = this.sqlite.transaction(() => {
      this.assertStore(storeId);
      this.assertOfferType(content.offerTypeId);
      const row = this.statements.insert.get({
        ...content,
        storeId,
        images: JSON.stringify(content.images),
        createdAt: Date.now(),
        published: review ? 0 : 1,
      }) as { id: number };
      review?.submit(row.id);
      return row.id;
    })();
    return this.find(id);
  }

  /**
   * Updates the ad unless its images changed since `before` was read (another edit won the race); `also` runs in the
   * same transaction (an owner's resubmission for review).
   */
  update(before: StoredOffer, content: OfferContent, also?: () => void): OfferViewData {
    this.sqlite.transaction(() => {
      this.assertOfferType(content.offerTypeId);
      const { changes } = this.statements.update.run({
        ...content,
        id: before.id,
        images: JSON.stringify(content.images),
        expectedImages: before.imagesJson,
      });
      if (changes === 0) {
        this.stored(before.id);
        throw new ConflictError('This ad was changed by someone else meanwhile. Please reload it and try again.');
      }
      also?.();
    })();
    return this.find(before.id);
  }

  /** Deletes the ad and returns the image paths it held. */
  delete(id: number): string[] {
    return this.sqlite.transaction(() => {
      const row = this.statements.delete.get(id) as { images: string } | undefined;
      if (!row) throw new NotFoundError(AD_NOT_FOUND);
      return parseImages(row.images);
    })();
  }

  /** Counts one view of a started ad that is not paused; returns its views. */
  countView(id: number, today: string): number {
    const row = this.statements.addView.get({ id, today }) as { clicks: number } | undefined;
    if (!row) throw new NotFoundError(OFFER_NOT_FOUND);
    return row.clicks;
  }

  totalImages(): number {
    return (this.statements.totalImages.get() as { total: number }).total;
  }

  private assertOfferType(id: number): void {
    if (!this.statements.offerTypeById.get(id)) throw new BadRequestError(UNKNOWN_OFFER_TYPE);
  }
}
