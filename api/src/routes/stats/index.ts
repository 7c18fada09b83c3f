// Visitors' events (POST /events, the public site's beacon) and a store's stats (GET /stats/stores/{id}).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isbot } from 'isbot';
import { NotFoundError } from '../../lib/errors.js';
import { IdParams, toId } from '../../lib/ids.js';
import { adminRead } from '../../lib/read-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import { EventBody, StoreStats, StoreStatsQuery } from './schema.js';
import { StoreStatsRepository } from './store-stats.repository.js';

/** A page view and a few taps per page: generous, as many phones share one address behind a carrier's NAT. */
export const EVENT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new StoreStatsRepository(app.db.$client);
  const tags = ['stats'];

  // navigator.sendBeacon sends a string body as text/plain: here it holds the same JSON as a script's call.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('The body must be JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/events',
    {
      config: { rateLimit: EVENT_RATE_LIMIT, quietSuccess: true },
      schema: {
        operationId: 'recordEvent',
        tags,
        description:
          "Records one visitor's event of an offer's page (counted for its store too) or of a store's page, for " +
          'navigator.sendBeacon (a text/plain body holding JSON) or a JSON call. No cookie is read or set and nothing ' +
          'about the visitor is stored: only a count per offer, store, day and type. Obvious bots (by their user ' +
          'agent) get 204 and are not counted. Events are written every second.',
        body: EventBody,
        response: {
          204: { type: 'null', description: 'Recorded (or ignored, for a bot)' },
          ...ErrorResponses,
          429: MessageResponse,
        },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      if (userAgent && !isbot(userAgent)) {
        const { type, offerId, storeId } = request.body;
        app.visitorEvents.record(type, {
          offerId: offerId === undefined ? undefined : toId(offerId),
          storeId: storeId === undefined ? undefined : toId(storeId),
        });
      }
      return reply.code(204).send(null);
    },
  );

  // The operator, and the store's owners (ADR 035).
  adminRead(
    app,
    {
      path: '/stats/stores/:id',
      operationId: 'getStoreStats',
      tags,
      description:
        "The store's visitor events per REGION_TZ day for the last `days` days ending today (from its own page and " +
        "its offers' pages), their totals, and each of its offers' totals over those days.",
      params: IdParams,
      querystring: StoreStatsQuery,
      response: StoreStats,
      owner: { record: 'store', param: 'id' },
    },
    (request) => {
      const stats = repository.read(toId(request.params.id), regionDay(app.config.regionTz), request.query.days ?? 30);
      if (!stats) throw new NotFoundError('Store not found');
      return stats;
    },
  );
};
