// Store ads (offers): the public listing and detail, view counting, and the admin's listing, export and editing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { IdParams, toId } from '../../lib/ids.js';
import { multipartScope } from '../../lib/multipart.js';
import { adminRead, cachedRead } from '../../lib/read-routes.js';
import { createRoute, updateRoute } from '../../lib/record-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, MessageResponse, totalPages } from '../../lib/schemas.js';
import { IMAGES_FORM } from '../../services/image-changes.js';
import { ReviewRepository } from '../review/review.repository.js';
import type { SearchVocabulary } from '../search/search-vocabulary.js';
import { type AdFilter, type AdFilterQuery, filterKey, toAdFilter } from './ad-filters.js';
import { AdListingRepository, type Visibility } from './ad-listing.repository.js';
import { type AdOrder, orderKey, toAdOrder } from './ad-order.js';
import { type AdminAdViewData, type AdViewData, toAdminAdView } from './ad-view.js';
import { BulkAdsRepository } from './bulk-ads.repository.js';
import { bulkAdRoutes } from './bulk-routes.js';
import { parseSavedIds } from './saved-ids.js';
import {
  ADMIN_PAGE_SIZE,
  AdIdParams,
  AdList,
  AdminAdList,
  AdminAdListQuery,
  AdminAdView,
  AdView,
  CreateAdForm,
  DuplicateAdForm,
  PUBLIC_PAGE_SIZE,
  PublicAdListQuery,
  SavedAdList,
  SavedAdsQuery,
  StoreIdParams,
  StoreScreenAdView,
  TotalClicks,
  TotalImages,
  UpdateAdForm,
} from './schema.js';
import { StoreAdsRepository } from './store-ads.repository.js';
import { StoreAdsService, type Submitter } from './store-ads.service.js';

export const AD_VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const adRoutes: FastifyPluginAsyncTypebox<{ vocabulary: SearchVocabulary }> = async (app, { vocabulary }) => {
  const listing = new AdListingRepository(app.db.$client);
  const repository = new StoreAdsRepository(app.db.$client);
  const reviews = new ReviewRepository(app.db);
  const service = new StoreAdsService(repository, reviews, app.images, app.config.regionTz);
  const pausing = new BulkAdsRepository(app.db.$client);
  const tags = ['store ads'];
  const today = () => regionDay(app.config.regionTz);
  /** Offers as the admin sees them, each with its open submission for review (if any). */
  const adminViews = (ads: AdViewData[]): AdminAdViewData[] => {
    const states = reviews.statesOf(ads.map((ad) => Number(ad._id)));
    return ads.map((ad) => {
      const review = states.get(ad._id);
      return { ...toAdminAdView(ad, today(), app.config.publicOrigin), ...(review && { review }) };
    });
  };
  const adminView = (ad: AdViewData) => adminViews([ad])[0] as AdminAdViewData;
  /** An owner's write on a store the operator does not trust goes to review under the owner's e-mail. */
  const submitterOf = (request: FastifyRequest, storeId: number): Submitter =>
    request.user.role === 'owner' && !reviews.trusted(storeId) ? request.user.email : undefined;
  const storeOfAd = (adId: number) => repository.stored(adId).storeId;
  await app.register(bulkAdRoutes);

  function listPage(filter: AdFilter, visibility: Visibility, page: number, limit: number, order?: AdOrder) {
    const { ads, total } = listing.list({ filter, visibility, today: today(), page, limit, order });
    return { data: ads, totalAds: total, totalPages: totalPages(total, limit), currentPage: page };
  }

  /** A search that found nothing, run again with its spelling corrected; undefined when that finds nothing either. */
  function correctedPage(filters: AdFilterQuery, visibility: Visibility, page: number, limit: number, order: AdOrder) {
    const correctedQuery = vocabulary.correct(filters.searchQuery ?? '');
    if (!correctedQuery) return undefined;
    const found = listPage(toAdFilter({ ...filters, searchQuery: correctedQuery }), visibility, page, limit, order);
    return found.totalAds > 0 ? { ...found, correctedQuery } : undefined;
  }

  cachedRead(
    app,
    {
      path: '/storeads/adswithstore',
      operationId: 'listPublicAds',
      tags,
      description:
        'Offers that have started and not ended (in REGION_TZ) and are not paused, newest first (or as `sort` ' +
        'says); showExpired=true adds ended ones. Filters match names case-insensitively; every searchQuery term ' +
        'must appear in the offer or its store, a term of 1 to 3 letters as a whole word or word start, and a word ' +
        'of the synonyms table (Calicut, AC) as any word of its group (Kozhikode, air conditioner). sort=nearest needs lat and lng and adds distanceKm to each offer. ' +
        'A search that matches nothing is run again with its spelling corrected (unless exact=true), and ' +
        'correctedQuery then says what was searched.',
      querystring: PublicAdListQuery,
      response: AdList,
    },
    (request) => {
      const {
        page = 1,
        limit = PUBLIC_PAGE_SIZE,
        showExpired = false,
        exact = false,
        sort,
        lat,
        lng,
        ...filters
      } = request.query;
      const visibility: Visibility = showExpired ? 'started' : 'current';
      const filter = toAdFilter(filters);
      const order = toAdOrder({ sort, lat, lng });
      return {
        key: `storeads:list:${visibility}:${page}:${limit}:${exact}:${orderKey(order)}:${filterKey(filter)}`,
        load: () => {
          const found = listPage(filter, visibility, page, limit, order);
          if (found.totalAds > 0 || exact || !filters.searchQuery) return found;
          return correctedPage(filters, visibility, page, limit, order) ?? found;
        },
      };
    },
  );

  cachedRead(
    app,
    {
      path: '/storeads/saved',
      operationId: 'listSavedAds',
      tags,
      description:
        'The offers a visitor saved in the browser, by id (at most 100), in the order asked: those that have ' +
        'started, ended ones too (so the page can say they expired); unknown and deleted ids are left out.',
      querystring: SavedAdsQuery,
      response: SavedAdList,
    },
    (request) => {
      const ids = parseSavedIds(request.query.ids);
      return { key: `storeads:saved:${ids.join(',')}`, load: () => ({ data: listing.startedByIds(ids, today()) }) };
    },
  );

  cachedRead(
    app,
    {
      path: '/storeads/ad/:id',
      operationId: 'getPublicAd',
      tags,
      description:
        'An offer that has started and is not paused; ended ones are returned too, so an old link can say it expired.',
      params: IdParams,
      response: AdView,
    },
    (request) => {
      const id = toId(request.params.id);
      return { key: `storeads:ad:${id}`, load: () => repository.findStarted(id, today()) };
    },
  );

  app.put(
    '/storeads/click/:adId',
    {
      config: { rateLimit: AD_VIEW_RATE_LIMIT },
      schema: {
        operationId: 'countAdView',
        tags,
        description: "Counts one view of an offer (its clicks) and the day's adViews.",
        params: AdIdParams,
        response: { 200: TotalClicks, ...ErrorResponses, 429: MessageResponse },
      },
    },
    async (request) => {
      const totalClicks = repository.countView(toId(request.params.adId), today());
      app.dailyCounters.record('adViews');
      app.publicData.countersChanged();
      return { totalClicks };
    },
  );

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
      const list = listPage(toAdFilter(filters), 'all', page, limit);
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

  // The ad form's writes share its images, their answer (the ad as the admin sees it) and the 409 of an edit that
  // crossed another one.
  const adForm = { tags, form: IMAGES_FORM, response: AdminAdView, conflict: true };

  await multipartScope(app, async (forms) => {
    createRoute(
      forms,
      {
        ...adForm,
        path: '/storeads/:storeId',
        operationId: 'createStoreAd',
        description: "An owner's new offer (unless the store is trusted) is public only once the operator approves it.",
        audit: audit.create('offer'),
        owner: { record: 'store', param: 'storeId' },
        params: StoreIdParams,
        body: CreateAdForm,
      },
      async (form, request) => {
        const storeId = toId(request.params.storeId);
        return adminView(await service.create(storeId, form, submitterOf(request, storeId)));
      },
    );

    updateRoute(
      forms,
      {
        ...adForm,
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

    createRoute(
      forms,
      {
        ...adForm,
        path: '/storeads/:adId/duplicate',
        operationId: 'duplicateStoreAd',
        description:
          "Creates a new ad in the original's store from the form (as the admin's form shows the original, " +
          'with new dates, which must not be in the past); the chosen existingImages of the original are copied ' +
          'to new files, so deleting either ad leaves the other its images.',
        audit: audit.duplicate('offer'),
        owner: { record: 'offer', param: 'adId' },
        params: AdIdParams,
        body: DuplicateAdForm,
      },
      async (form, request) => {
        const adId = toId(request.params.adId);
        return adminView(await service.duplicate(adId, form, submitterOf(request, storeOfAd(adId))));
      },
    );
  });

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
};
