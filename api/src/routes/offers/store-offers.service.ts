// Creating, editing, copying and deleting ads with their image files: nothing is written until the form is valid, new
// files (and copies) are removed again when the database write fails, and replaced files are deleted only after it
// succeeded.
import { titleFromDescription } from '@offerboard/shared-types/rules';
import type { MultipartForm } from '../../lib/multipart.js';
import { assertImageRoom, filesOf, keptImages, writeWithImages } from '../../services/image-changes.js';
import type { ImageStore } from '../../services/image-store.js';
import type { ReviewRepository } from '../review/review.repository.js';
import { type OfferFields, readOfferFields } from './offer-form.js';
import type { OfferViewData } from './offer-view.js';
import type { OfferContent, OfferTwins, OfferType, StoreOffersRepository } from './store-offers.repository.js';

const IMAGE_FIELD = 'adsImages';

/**
 * Whose write it is when it needs the operator's review: the e-mail of the owner of a store that is not trusted. The
 * operator's writes (and trusted owners') pass none and publish at once.
 */
export type Submitter = string | undefined;

const NO_TWINS: OfferTwins = { titleMl: null, descriptionMl: null, termsMl: null };

/**
 * The stored fields from the form; a Malayalam twin the form left out stays as `kept` has it. Without a Malayalam
 * title, the Malayalam description's start is one, as the English title falls back to the English description.
 */
function content(fields: OfferFields, offerType: OfferType, images: string[], kept = NO_TWINS): OfferContent {
  const descriptionMl = fields.descriptionMl === undefined ? kept.descriptionMl : fields.descriptionMl;
  const titleMl = fields.titleMl === undefined ? kept.titleMl : fields.titleMl;
  return {
    title: fields.title ?? titleFromDescription(fields.description),
    description: fields.description,
    titleMl: titleMl ?? (descriptionMl ? titleFromDescription(descriptionMl) : null),
    descriptionMl,
    termsMl: fields.termsMl === undefined ? kept.termsMl : fields.termsMl,
    offerTypeId: offerType.id,
    startDate: fields.startDate,
    endDate: fields.endDate,
    images,
    couponCode: fields.couponCode,
    terms: fields.terms,
    priceBeforePaise: fields.priceBeforePaise,
    priceAfterPaise: fields.priceAfterPaise,
  };
}

export class StoreOffersService {
  constructor(
    private readonly repository: StoreOffersRepository,
    private readonly reviews: ReviewRepository,
    private readonly images: ImageStore,
    private readonly timeZone: string,
  ) {}

  /** A new offer: an owner's (`submitter`) is unpublished and waits in the review queue. */
  async create(storeId: number, form: MultipartForm, submitter?: Submitter): Promise<OfferViewData> {
    const files = filesOf(form.files, IMAGE_FIELD);
    const fields = readOfferFields(form, this.timeZone, files.length);
    assertImageRoom(0, files.length);
    const offerType = this.repository.offerType(fields.offerType);
    this.repository.assertStore(storeId);
    return writeWithImages(this.images, 'ads', files, (saved) => ({
      result: this.repository.create(storeId, content(fields, offerType, saved), this.submission(submitter)),
      obsolete: [],
    }));
  }

  /**
   * An edit. An owner's (`submitter`) edit of a published offer is stored as a proposed change for review (the
   * offer stays as it is; the proposal may keep the images of the one it replaces); their edit of an unpublished one
   * changes it and sends it to review again.
   */
  async update(adId: number, form: MultipartForm, submitter?: Submitter): Promise<OfferViewData> {
    const before = this.repository.stored(adId);
    const proposing = submitter !== undefined && before.published;
    const earlier = proposing ? this.reviews.proposedImages(adId) : [];
    const files = filesOf(form.files, IMAGE_FIELD);
    const kept = keptImages([...new Set([...before.images, ...earlier])], form.list('existingImages'), files.length);
    const fields = readOfferFields(form, this.timeZone, kept.length + files.length, before);
    const offerType = this.repository.offerType(fields.offerType);
    return writeWithImages(this.images, 'ads', files, (saved) => {
      const changed = content(fields, offerType, [...kept, ...saved], before.twins);
      if (proposing) {
        this.reviews.submit(adId, 'change', changed.title, changed, submitter);
        return { result: this.repository.find(adId), obsolete: earlier.filter((path) => !kept.includes(path)) };
      }
      const resubmit = this.submission(submitter);
      return {
        result: this.repository.update(before, changed, resubmit && (() => resubmit.submit(adId))),
        obsolete: before.images.filter((path) => !kept.includes(path)),
      };
    });
  }

  /**
   * A new ad in the same store from the submitted form: the original's images named in existingImages are copied
   * (the copy owns its files), new files are added, and the dates must not be in the past.
   */
  async duplicate(adId: number, form: MultipartForm, submitter?: Submitter): Promise<OfferViewData> {
    const original = this.repository.stored(adId);
    const files = filesOf(form.files, IMAGE_FIELD);
    const copied = keptImages(original.images, form.list('existingImages'), files.length);
    const fields = readOfferFields(form, this.timeZone, copied.length + files.length);
    const offerType = this.repository.offerType(fields.offerType);
    const copies = await this.images.copyAll(copied);
    try {
      return await writeWithImages(this.images, 'ads', files, (saved) => ({
        result: this.repository.create(
          original.storeId,
          content(fields, offerType, [...copies, ...saved], original.twins),
          this.submission(submitter),
        ),
        obsolete: [],
      }));
    } catch (error) {
      await this.images.removeAll(copies);
      throw error;
    }
  }

  /** For an owner's write: records the offer (by id) as a new submission waiting for review. */
  private submission(submitter: Submitter) {
    if (submitter === undefined) return undefined;
    return {
      submit: (id: number) => {
        const { title } = this.repository.find(id);
        this.reviews.submit(id, 'new', title, null, submitter);
      },
    };
  }

  async delete(adId: number): Promise<void> {
    await this.images.removeAll(this.repository.delete(adId));
  }
}
