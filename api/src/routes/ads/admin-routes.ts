// Store ads (offers) in the admin, for the operator and a store's owner: the listing, a store's offers, the form's
// create, update and duplicate (an owner's going to review unless the store is trusted), delete, pause and resume.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type AuditSpec, audit } from '../../lib/audit.js';
import { idParams, toId } from '../../lib/ids.js';
import { type MultipartForm, multipartScope } from '../../lib/multipart.js';
import { adminRead } from '../../lib/read-routes.js';
import { createRoute, updateRoute } from '../../lib/record-routes.js';
import { regionDay } from '../../lib/region-time.js';
import type { RouteApp, RouteCall } from '../../lib/route-app.js';
import { MessageResponse } from '../../lib/schemas.js';
import { IMAGES_FORM } from '../../services/image-changes.js';
import { ReviewRepository } from '../review/review.repository.js';
import { toAdFilter } from './ad-filters.js';
import { listingPage } from './ad-list-page.js';
import { AdListingRepository } from './ad-listing.repository.js';
import { type AdminAdViewData, type AdViewData, toAdminAdView } from './ad-view.js';
import { BulkAdsRepository } from './bulk-ads.repository.js';
import {
  ADMIN_PAGE_SIZE,
  AdIdParams,
  AdminAdList,
  AdminAdListQuery,
  AdminAdView,
  CreateAdForm,
  DuplicateAdForm,
  StoreIdParams,
  StoreScreenAdView,
  TotalImages,
  UpdateAdForm,
} from './schema.js';
import { StoreAdsRepository } from './store-ads.repository.js';
import { StoreAdsService, type Submitter } from './store-ads.service.js';

/** What the admin's offer routes share: the repositories, the service, and the offer as the admin sees it. */
function adminOffers(app: RouteApp) {
  const reviews = new ReviewRepository(app.db);
  const repository = new StoreAdsRepository(app.db.$client);
  const today = () => regionDay(app.config.regionTz);
  /** Offers as the admin sees them, each with its open submission for review (if any). */
  const adminViews = (ads: AdViewData[]): AdminAdViewData[] => {
    const states = reviews.statesOf(ads.map((ad) => Number(ad._id)));
    return ads.map((ad) => {
      const review = states.get(ad._id);
      return { ...toAdminAdView(ad, today(), app.config.publicOrigin), ...(review && { review }) };
    });
  };
  return {
    tags: ['store ads'],
    today,
    repository,
    listing: new AdListingRepository(app.db.$client),
    service: new StoreAdsService(repository, reviews, app.images, app.config.regionTz),
    pausing: new BulkAdsRepository(app.db.$client),
    adminViews,
    adminView: (ad: AdViewData) => adminViews([ad])[0] as AdminAdViewData,
    /** An owner's write on a store the operator does not trust goes to review under the owner's e-mail. */
    submitterOf: (request: FastifyRequest, storeId: number): Submitter =>
      request.user.role === 'owner' && !reviews.trusted(storeId) ? request.user.email : undefined,
    storeOfAd: (adId: number) => repository.stored(adId).storeId,
  };
}

type AdminOffers = ReturnType<typeof adminOffers>;

export const adminAdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const offers = adminOffers(app);
  // In this order, the OpenAPI document (and so shared-types) lists the operations as it always has.
  adminAdReads(app, offers);
  await multipartScope(app, async (forms) => adminAdForms(forms, offers));
  adminAdStatusRoutes(app, offers);
};

/** The admin's listing of every offer, the count of their images, and one store's offers. */
function adminAdReads(app: RouteApp, { tags, today, listing, repository, adminViews }: AdminOffers): void {
  adminRead(
    app,
    {
      path: '/storeads/adswithstoreadmin',
      operationId: 'listAdminAds',
      tags,
      description:
        'Every ad (future, ended and paused too), newest first, with the same filters and search as the public ' +
        'list, and a status filter.',
      querystring: AdminAdListQuery,
      response: AdminAdList,
    },
    (request) => {
      const { page = 1, limit = ADMIN_PAGE_SIZE, ...filters } = request.query;
      const list = listingPage(listing, today(), toAdFilter(filters), 'all', page, limit);
      return { ...list, data: adminViews(list.data) };
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
      response: Type.Array(StoreScreenAdView),
    },
    (request) => {
      const { ownerName, ads } = repository.forStore(toId(request.params.storeId));
      return adminViews(ads).map((ad) => ({ ...ad, storeId: { ...ad.storeId, ownerName } }));
    },
  );
}

// The form's writes share its images, their answer (the offer as the admin sees it) and the 409 of an edit that
// crossed another one.
const OFFER_FORM = { form: IMAGES_FORM, response: AdminAdView, conflict: true };

/** The offer form's writes: a new offer in a store, an edit, and a copy of an offer. */
function adminAdForms(forms: RouteApp, offers: AdminOffers): void {
  const { tags, service, adminView, submitterOf, storeOfAd } = offers;
  newOfferRoute(
    forms,
    offers,
    {
      path: '/storeads/:storeId',
      operationId: 'createStoreAd',
      description: "An owner's new offer (unless the store is trusted) is public only once the operator approves it.",
      audit: audit.create('offer'),
      owner: { record: 'store', param: 'storeId' },
      body: CreateAdForm,
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
      body: UpdateAdForm,
    },
    async (id, form, request) => adminView(await service.update(id, form, submitterOf(request, storeOfAd(id)))),
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
      body: DuplicateAdForm,
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
  { tags, adminView, submitterOf, storeOfAd }: AdminOffers,
  call: Omit<RouteCall, 'tags'> & {
    audit: AuditSpec;
    owner: { record: 'store'; param: 'storeId' } | { record: 'offer'; param: 'adId' };
    body: typeof CreateAdForm | typeof DuplicateAdForm;
  },
  write: (id: number, form: MultipartForm, submitter: Submitter) => Promise<AdViewData>,
): void {
  const { record, param } = call.owner;
  createRoute(forms, { ...call, ...OFFER_FORM, tags, params: idParams(param) }, async (form, request) => {
    const id = toId((request.params as Record<string, string>)[param] as string);
    return adminView(await write(id, form, submitterOf(request, record === 'store' ? id : storeOfAd(id))));
  });
}

/** Deleting, pausing and resuming an offer. */
function adminAdStatusRoutes(app: RouteApp, { tags, service, pausing, repository, adminView }: AdminOffers): void {
  app.delete(
    '/storeads/:adId',
    {
      config: { admin: true, owner: { record: 'offer', param: 'adId' }, audit: audit.delete('offer', 'adId') },
      schema: {
        operationId: 'deleteStoreAd',
        tags,
        params: AdIdParams,
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
          params: AdIdParams,
          response: { 200: AdminAdView },
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
