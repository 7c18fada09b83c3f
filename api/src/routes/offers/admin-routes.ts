// Store ads (offers) in the admin, for the operator and a store's owner: the listing, a store's offers, the form's
// create, update and duplicate (an owner's going to review unless the store is trusted), delete, pause and resume.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type AuditSpec, audit } from '../../lib/audit.js';
import { idParams, toId } from '../../lib/ids.js';
import { sendJsonList } from '../../lib/json-list.js';
import { type MultipartForm, multipartScope } from '../../lib/multipart.js';
import { adminRead } from '../../lib/read-routes.js';
import { createRoute, updateRoute } from '../../lib/record-routes.js';
import { regionDay } from '../../lib/region-time.js';
import type { RouteApp, RouteCall } from '../../lib/route-app.js';
import { MessageResponse, totalPages } from '../../lib/schemas.js';
import { IMAGES_FORM } from '../../services/image-changes.js';
import { ReviewRepository } from '../review/review.repository.js';
import { BulkOffersRepository } from './bulk-offers.repository.js';
import { toOfferFilter } from './offer-filters.js';
import { OfferListingRepository } from './offer-listing.repository.js';
import {
  type AdminOfferViewData,
  type OfferViewData,
  type OfferViewRow,
  toAdminOfferView,
  toOfferView,
} from './offer-view.js';
import {
  ADMIN_PAGE_SIZE,
  AdminOfferList,
  AdminOfferListQuery,
  AdminOfferView,
  CreateOfferForm,
  DuplicateOfferForm,
  OfferIdParams,
  StoreIdParams,
  StoreScreenOfferView,
  TotalImages,
  UpdateOfferForm,
} from './schema.js';
import { StoreOffersRepository } from './store-offers.repository.js';
import { StoreOffersService, type Submitter } from './store-offers.service.js';

/** What the admin's offer routes share: the repositories, the service, and the offer as the admin sees it. */
function adminOffers(app: RouteApp) {
  const reviews = new ReviewRepository(app.db);
  const repository = new StoreOffersRepository(app.db.$client);
  const today = () => regionDay(app.config.regionTz);
  /** Turns each of these offers into the admin's view of it, with its open submission for review (if any). */
  const adminViewOf = (ids: readonly number[]) => {
    const states = reviews.statesOf(ids);
    const day = today();
    return (offer: OfferViewData): AdminOfferViewData =>
      toAdminOfferView(offer, day, app.config.publicOrigin, states.get(offer._id));
  };
  /** Offers as the admin sees them. */
  const adminViews = (ads: OfferViewData[]): AdminOfferViewData[] =>
    ads.map(adminViewOf(ads.map((offer) => Number(offer._id))));
  return {
    tags: ['store ads'],
    today,
    repository,
    listing: new OfferListingRepository(app.db.$client),
    service: new StoreOffersService(repository, reviews, app.images, app.config.regionTz),
    pausing: new BulkOffersRepository(app.db.$client),
    adminViewOf,
    adminViews,
    adminView: (offer: OfferViewData) => adminViews([offer])[0] as AdminOfferViewData,
    /** An owner's write on a store the operator does not trust goes to review under the owner's e-mail. */
    submitterOf: (request: FastifyRequest, storeId: number): Submitter =>
      request.user.role === 'owner' && !reviews.trusted(storeId) ? request.user.email : undefined,
    storeOfOffer: (adId: number) => repository.stored(adId).storeId,
  };
}

type AdminOffers = ReturnType<typeof adminOffers>;

export const adminOfferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const offers = adminOffers(app);
  // In this order, the OpenAPI document (and so shared-types) lists the operations as it always has.
  adminOfferReads(app, offers);
  await multipartScope(app, async (forms) => adminOfferForms(forms, offers));
  adminOfferStatusRoutes(app, offers);
};

/** The admin's listing of every offer, the count of their images, and one store's offers. */
function adminOfferReads(app: RouteApp, offers: AdminOffers): void {
  const { tags, today, listing, repository, adminViewOf, adminViews } = offers;
  adminRead(
    app,
    {
      path: '/storeads/adswithstoreadmin',
      operationId: 'listAdminAds',
      tags,
      description:
        'Every ad (future, ended and paused too), newest first, with the same filters and search as the public ' +
        'list, and a status filter.',
      querystring: AdminOfferListQuery,
      response: AdminOfferList,
    },
    (request, reply) => {
      const { page = 1, limit = ADMIN_PAGE_SIZE, ...filters } = request.query;
      const options = { filter: toOfferFilter(filters), visibility: 'all' as const, today: today(), page, limit };
      // An export reads 1,000 rows a page: they become answers a hundred at a time, as the client reads them.
      const { total, batches } = listing.pageInBatches(options);
      const views = (rows: OfferViewRow[]) => {
        const view = adminViewOf(rows.map((row) => row.id));
        return rows.map((row) => view(toOfferView(row)));
      };
      const envelope = { totalAds: total, totalPages: totalPages(total, limit), currentPage: page };
      return sendJsonList(reply, AdminOfferView, batches, views, envelope);
    },
  );

  adminRead(
    app,
    { path: '/storeads/getTotalAdImagesCount', operationId: 'countAdImages', tags, response: TotalImages },
    () => ({ totalImages: repository.totalImages() }),
  );

  adminRead(
    app,
    {
      path: '/storeads/:storeId',
      operationId: 'listStoreAds',
      tags,
      owner: { record: 'store', param: 'storeId' },
      params: StoreIdParams,
      response: Type.Array(StoreScreenOfferView),
    },
    (request) => {
      const { ownerName, ads } = repository.forStore(toId(request.params.storeId));
      return adminViews(ads).map((offer) => ({ ...offer, storeId: { ...offer.storeId, ownerName } }));
    },
  );
}

// The form's writes share its images, their answer (the offer as the admin sees it) and the 409 of an edit that
// crossed another one.
const OFFER_FORM = { form: IMAGES_FORM, response: AdminOfferView, conflict: true };

/** The offer form's writes: a new offer in a store, an edit, and a copy of an offer. */
function adminOfferForms(forms: RouteApp, offers: AdminOffers): void {
  const { tags, service, adminView, submitterOf, storeOfOffer } = offers;
  newOfferRoute(
    forms,
    offers,
    {
      path: '/storeads/:storeId',
      operationId: 'createStoreAd',
      description: "An owner's new offer (unless the store is trusted) is public only once the operator approves it.",
      audit: audit.create('offer'),
      owner: { record: 'store', param: 'storeId' },
      body: CreateOfferForm,
    },
    (storeId, form, submitter) => service.create(storeId, form, submitter),
  );

  updateRoute(
    forms,
    {
      ...OFFER_FORM,
      tags,
      path: '/storeads/:adId',
      operationId: 'updateStoreAd',
      description:
        'Replaces the fields (a missing title becomes the start of the description again); images are the kept ' +
        'existingImages plus the new adsImages (1 to 5 in all). Only a date that changes must not be in the past. ' +
        "An owner's change to a published offer (unless the store is trusted) waits for the operator's approval " +
        'while the offer stays as it was (review says so; existingImages may then also keep the images of the ' +
        'change it replaces); their change to an offer not yet published sends it to review again.',
      audit: audit.update('offer', 'adId'),
      owner: { record: 'offer', param: 'adId' },
      idParam: 'adId',
      body: UpdateOfferForm,
    },
    async (id, form, request) => adminView(await service.update(id, form, submitterOf(request, storeOfOffer(id)))),
  );

  newOfferRoute(
    forms,
    offers,
    {
      path: '/storeads/:adId/duplicate',
      operationId: 'duplicateStoreAd',
      description:
        "Creates a new ad in the original's store from the form (as the admin's form shows the original, " +
        'with new dates, which must not be in the past); the chosen existingImages of the original are copied ' +
        'to new files, so deleting either ad leaves the other its images.',
      audit: audit.duplicate('offer'),
      owner: { record: 'offer', param: 'adId' },
      body: DuplicateOfferForm,
    },
    (adId, form, submitter) => service.duplicate(adId, form, submitter),
  );
}

/**
 * A POST that makes a new offer from the form, answered with 201: in the store (a create) or as a copy of the offer
 * (a duplicate) that the path parameter `owner.param` names. An owner's goes to review unless the store is trusted.
 */
function newOfferRoute(
  forms: RouteApp,
  { tags, adminView, submitterOf, storeOfOffer }: AdminOffers,
  call: Omit<RouteCall, 'tags'> & {
    audit: AuditSpec;
    owner: { record: 'store'; param: 'storeId' } | { record: 'offer'; param: 'adId' };
    body: typeof CreateOfferForm | typeof DuplicateOfferForm;
  },
  write: (id: number, form: MultipartForm, submitter: Submitter) => Promise<OfferViewData>,
): void {
  const { record, param } = call.owner;
  createRoute(forms, { ...call, ...OFFER_FORM, tags, params: idParams(param) }, async (form, request) => {
    const id = toId((request.params as Record<string, string>)[param] as string);
    return adminView(await write(id, form, submitterOf(request, record === 'store' ? id : storeOfOffer(id))));
  });
}

/** Deleting, pausing and resuming an offer. */
function adminOfferStatusRoutes(app: RouteApp, { tags, service, pausing, repository, adminView }: AdminOffers): void {
  app.delete(
    '/storeads/:adId',
    {
      config: { admin: true, owner: { record: 'offer', param: 'adId' }, audit: audit.delete('offer', 'adId') },
      schema: {
        operationId: 'deleteStoreAd',
        tags,
        params: OfferIdParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await service.delete(toId(request.params.adId));
      return { message: 'Ad deleted successfully' };
    },
  );

  for (const paused of [true, false]) {
    app.post(
      paused ? '/storeads/:adId/pause' : '/storeads/:adId/resume',
      {
        config: {
          admin: true,
          owner: { record: 'offer', param: 'adId' },
          audit: audit.on(paused ? 'pause' : 'resume', 'offer', 'adId'),
        },
        schema: {
          operationId: paused ? 'pauseStoreAd' : 'resumeStoreAd',
          tags,
          description: paused
            ? 'Hides the offer from the public site until it is resumed (an owner too, without review).'
            : 'Shows a paused offer on the public site again, within its dates (once approved, if in review).',
          params: OfferIdParams,
          response: { 200: AdminOfferView },
        },
      },
      async (request) => {
        const adId = toId(request.params.adId);
        pausing.setPaused([adId], paused);
        return adminView(repository.find(adId));
      },
    );
  }
}
