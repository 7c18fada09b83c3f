// Store ads (offers): the public listing and detail, view counting, and the admin's listing, export and editing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendCached } from '../../lib/cached-reply.js';
import { IdParams, toId } from '../../lib/ids.js';
import { multipartScope, readMultipart } from '../../lib/multipart.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, MessageResponse, totalPages } from '../../lib/schemas.js';
import { IMAGES_FORM } from '../../services/image-changes.js';
import { type AdFilter, filterKey, toAdFilter } from './ad-filters.js';
import { AdListingRepository, type Visibility } from './ad-listing.repository.js';
import { bulkAdRoutes } from './bulk-routes.js';
import {
  ADMIN_PAGE_SIZE,
  AdIdParams,
  AdList,
  AdminAdListQuery,
  AdView,
  CreateAdForm,
  PUBLIC_PAGE_SIZE,
  PublicAdListQuery,
  StoreIdParams,
  TotalClicks,
  TotalImages,
  UpdateAdForm,
} from './schema.js';
import { StoreAdsRepository } from './store-ads.repository.js';
import { StoreAdsService } from './store-ads.service.js';

export const AD_VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const adRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const listing = new AdListingRepository(app.db.$client);
  const repository = new StoreAdsRepository(app.db.$client);
  const service = new StoreAdsService(repository, app.images, app.config.regionTz);
  const tags = ['store ads'];
  const today = () => regionDay(app.config.regionTz);
  const conflict = { 409: MessageResponse };
  await app.register(bulkAdRoutes);

  function listPage(filter: AdFilter, visibility: Visibility, page: number, limit: number) {
    const { ads, total } = listing.list({ filter, visibility, today: today(), page, limit });
    return { data: ads, totalAds: total, totalPages: totalPages(total, limit), currentPage: page };
  }

  app.get(
    '/storeads/adswithstore',
    {
      schema: {
        operationId: 'listPublicAds',
        tags,
        description:
          'Offers that have started and not ended (in REGION_TZ), newest first; showExpired=true adds ended ones. ' +
          'Filters match names case-insensitively; every searchQuery term must appear in the offer or its store.',
        querystring: PublicAdListQuery,
        response: { 200: AdList, ...ErrorResponses },
      },
    },
    (request, reply) =>
      sendCached(app, reply, () => {
        const { page = 1, limit = PUBLIC_PAGE_SIZE, showExpired = false, ...filters } = request.query;
        const visibility: Visibility = showExpired ? 'started' : 'current';
        const filter = toAdFilter(filters);
        return {
          key: `storeads:list:${visibility}:${page}:${limit}:${filterKey(filter)}`,
          load: () => listPage(filter, visibility, page, limit),
        };
      }),
  );

  app.get(
    '/storeads/ad/:id',
    {
      schema: {
        operationId: 'getPublicAd',
        tags,
        description: 'An offer that has started; ended ones are returned too, so an old link can say it expired.',
        params: IdParams,
        response: { 200: AdView, ...ErrorResponses },
      },
    },
    (request, reply) =>
      sendCached(app, reply, () => {
        const id = toId(request.params.id);
        return { key: `storeads:ad:${id}`, load: () => repository.findStarted(id, today()) };
      }),
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

  app.get(
    '/storeads/adswithstoreadmin',
    {
      config: { admin: true },
      schema: {
        operationId: 'listAdminAds',
        tags,
        description:
          'Every ad (future and ended too), newest first, with the same filters and search as the public list.',
        querystring: AdminAdListQuery,
        response: { 200: AdList },
      },
    },
    async (request) => {
      const { page = 1, limit = ADMIN_PAGE_SIZE, ...filters } = request.query;
      return listPage(toAdFilter(filters), 'all', page, limit);
    },
  );

  app.get(
    '/storeads/getTotalAdImagesCount',
    {
      config: { admin: true },
      schema: {
        operationId: 'countAdImages',
        tags,
        response: { 200: TotalImages },
      },
    },
    async () => ({ totalImages: repository.totalImages() }),
  );

  app.get(
    '/storeads/:storeId',
    {
      config: { admin: true },
      schema: {
        operationId: 'listStoreAds',
        tags,
        params: StoreIdParams,
        response: { 200: Type.Array(AdView) },
      },
    },
    async (request) => repository.forStore(toId(request.params.storeId)),
  );

  await app.register(
    multipartScope(async (forms) => {
      forms.post(
        '/storeads/:storeId',
        {
          config: { admin: true },
          schema: {
            operationId: 'createStoreAd',
            tags,
            params: StoreIdParams,
            body: CreateAdForm,
            response: { 201: AdView, ...conflict },
          },
        },
        async (request, reply) => {
          const form = await readMultipart(request, IMAGES_FORM);
          return reply.status(201).send(await service.create(toId(request.params.storeId), form));
        },
      );

      forms.put(
        '/storeads/:adId',
        {
          config: { admin: true },
          schema: {
            operationId: 'updateStoreAd',
            tags,
            description:
              'Replaces the fields (a missing title becomes the offer type title again); images are the kept ' +
              'existingImages plus the new adsImages (1 to 5 in all). Only a date that changes must not be in the past.',
            params: AdIdParams,
            body: UpdateAdForm,
            response: { 200: AdView, ...conflict },
          },
        },
        async (request) => {
          const form = await readMultipart(request, IMAGES_FORM);
          return service.update(toId(request.params.adId), form);
        },
      );
    }),
  );

  app.delete(
    '/storeads/:adId',
    {
      config: { admin: true },
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
};
