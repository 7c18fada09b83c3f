// Store ads (offers) as the public site reads them: the listing with its search, saved offers, an offer's page, and
// view counting.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endedPagesFrom } from '@offerboard/shared-types/offer-status';
import { IdParams, toId } from '../../lib/ids.js';
import { cachedRead } from '../../lib/read-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import type { SearchVocabulary } from '../search/search-vocabulary.js';
import { filterKey, type OfferFilter, type OfferFilterQuery, toOfferFilter } from './offer-filters.js';
import { listingPage } from './offer-list-page.js';
import { OfferListingRepository, type Visibility } from './offer-listing.repository.js';
import { type OfferOrder, orderKey, toOfferOrder } from './offer-order.js';
import { parseSavedIds } from './saved-ids.js';
import {
  OfferIdParams,
  OfferList,
  OfferView,
  PUBLIC_PAGE_SIZE,
  PublicOfferListQuery,
  SavedOfferList,
  SavedOffersQuery,
  TotalClicks,
} from './schema.js';
import { StoreOffersRepository } from './store-offers.repository.js';

const OFFER_VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const publicOfferRoutes: FastifyPluginAsyncTypebox<{ vocabulary: SearchVocabulary }> = async (
  app,
  { vocabulary },
) => {
  const listing = new OfferListingRepository(app.db.$client);
  const repository = new StoreOffersRepository(app.db.$client);
  const tags = ['store ads'];
  const today = () => regionDay(app.config.regionTz);

  function listPage(filter: OfferFilter, visibility: Visibility, page: number, limit: number, order: OfferOrder) {
    return listingPage(listing, today(), filter, visibility, page, limit, order);
  }

  /** A search that found nothing, run again with its spelling corrected; undefined when that finds nothing either. */
  function correctedPage(
    filters: OfferFilterQuery,
    visibility: Visibility,
    page: number,
    limit: number,
    order: OfferOrder,
  ) {
    const correctedQuery = vocabulary.correct(filters.searchQuery ?? '');
    if (!correctedQuery) return undefined;
    const found = listPage(toOfferFilter({ ...filters, searchQuery: correctedQuery }), visibility, page, limit, order);
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
        'says); showExpired=true adds those ended within the last 90 days (whose addresses still show the offer, ' +
        'docs/decisions/042) unless endsFrom or endsBefore bound their last day. Filters match names case-insensitively; every searchQuery term ' +
        'must appear in the offer or its store, a term of 1 to 3 letters as a whole word or word start, and a word ' +
        'of the synonyms table (Calicut, AC) as any word of its group (Kozhikode, air conditioner). sort=nearest needs lat and lng and adds distanceKm to each offer. ' +
        'A search that matches nothing is run again with its spelling corrected (unless exact=true), and ' +
        'correctedQuery then says what was searched.',
      querystring: PublicOfferListQuery,
      response: OfferList,
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
      // Ended offers as the site shows them: those ended within 90 days (ADR 042), read by end day, unless the
      // request bounds the end days itself (the prerender's reads, each page once: not kept in the cache).
      const bounded = Boolean(filters.endsFrom || filters.endsBefore);
      const ended = bounded ? {} : { endsFrom: endedPagesFrom(today()) };
      const query = showExpired ? { ...filters, ...ended } : filters;
      const filter = toOfferFilter(query);
      const order = toOfferOrder({ sort, lat, lng });
      return {
        key: `storeads:list:${visibility}:${page}:${limit}:${exact}:${orderKey(order)}:${filterKey(filter)}`,
        keep: !bounded,
        load: () => {
          const found = listPage(filter, visibility, page, limit, order);
          if (found.totalAds > 0 || exact || !filters.searchQuery) return found;
          return correctedPage(query, visibility, page, limit, order) ?? found;
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
      querystring: SavedOffersQuery,
      response: SavedOfferList,
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
      response: OfferView,
    },
    (request) => {
      const id = toId(request.params.id);
      return { key: `storeads:ad:${id}`, load: () => repository.findStarted(id, today()) };
    },
  );

  app.put(
    '/storeads/click/:adId',
    {
      config: { rateLimit: OFFER_VIEW_RATE_LIMIT },
      schema: {
        operationId: 'countAdView',
        tags,
        description: "Counts one view of an offer (its clicks) and the day's adViews.",
        params: OfferIdParams,
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
};
