// Offer types: the public filter list (paged or whole) and the admin's create, rename and delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { malayalamTwin, type Titles } from '../../lib/malayalam-text.js';
import { cachedRead } from '../../lib/read-routes.js';
import { createRoute, deleteByIdRoute, getByIdRoute, updateRoute } from '../../lib/record-routes.js';
import { pageOf } from '../../lib/schemas.js';
import { RecordUsage } from '../../services/record-usage.js';
import { OfferTypesRepository } from './offer-types.repository.js';
import { OFFER_TYPE_TITLE_MAX, OfferType, OfferTypeBody, OfferTypeList, OfferTypeListQuery } from './schema.js';

const TITLE_MIN = 2;

/** The name, and its Malayalam twin (null: none; undefined: left out, an edit keeps it). */
function readTitle(body: { title?: string; titleMl?: string }): Titles {
  const title = body.title?.trim().replace(/\s+/g, ' ');
  if (!title) throw new BadRequestError('Offer type name is required');
  if (title.length < TITLE_MIN || title.length > OFFER_TYPE_TITLE_MAX) {
    throw new BadRequestError(`Offer type name must be between ${TITLE_MIN}-${OFFER_TYPE_TITLE_MAX} characters`);
  }
  return { title, titleMl: malayalamTwin(body.titleMl?.replace(/\s+/g, ' ')) };
}

export const offerTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new OfferTypesRepository(app.db);
  const tags = ['offer-types'];

  cachedRead(
    app,
    {
      path: '/offertype',
      operationId: 'listOfferTypes',
      tags,
      querystring: OfferTypeListQuery,
      response: OfferTypeList,
    },
    (request) => {
      const { page = 1, limit = 10, paginated = true } = request.query;
      const search = request.query.search?.trim() || undefined;
      return {
        key: `offer-types:${JSON.stringify(paginated ? [search, page, limit] : [search])}`,
        load: () => {
          const { rows, total } = repository.list({ search, page, limit: paginated ? limit : undefined });
          return paginated
            ? pageOf(rows, total, page, limit)
            : { data: rows, currentPage: 1, totalPages: 1, totalItems: total };
        },
      };
    },
  );

  createRoute(
    app,
    {
      path: '/offertype',
      operationId: 'createOfferType',
      tags,
      audit: audit.create('offerType'),
      body: OfferTypeBody,
      response: OfferType,
      conflict: true,
    },
    (body) => repository.create(readTitle(body)),
  );

  updateRoute(
    app,
    {
      path: '/offertype/:id',
      operationId: 'updateOfferType',
      tags,
      audit: audit.update('offerType'),
      body: OfferTypeBody,
      response: OfferType,
      conflict: true,
    },
    (id, body) => repository.update(id, readTitle(body)),
  );

  getByIdRoute(
    app,
    {
      path: '/offertype/:id/usage',
      operationId: 'getOfferTypeUsage',
      tags,
      description: 'The offers of the type (which keep it from being deleted) and their stores.',
      response: RecordUsage,
    },
    (id) => repository.usage(id),
  );

  deleteByIdRoute(
    app,
    {
      path: '/offertype/:id',
      operationId: 'deleteOfferType',
      tags,
      audit: audit.delete('offerType'),
      message: 'Offer type deleted successfully!',
      inUse: true,
    },
    (id) => repository.delete(id),
  );
};
