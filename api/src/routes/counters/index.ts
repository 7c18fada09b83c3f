// Counters: visitors, category clicks and ad clicks (running totals the admin can reset) and their daily history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { adminRead } from '../../lib/read-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import { CountersRepository, type StoredTotal } from './counters.repository.js';
import { dailyStats } from './daily-stats.js';
import { CountResponse, DailyStats, DailyStatsQuery, ResetResponse } from './schema.js';

const VISITOR_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const OFFER_CLICK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const RESET_NOTE = 'Resets the running total only; the daily history (GET /stats/daily) is kept.';

interface Call {
  path: string;
  operationId: string;
  description?: string;
}

/**
 * Each running total: the public call that counts one (category clicks are counted per category, by
 * PUT /category/{id}/click), and the admin's calls that read and reset it.
 */
type Total = { read: Call; reset: Call } & (
  | { name: StoredTotal; count: Call & { description: string; rateLimit: typeof VISITOR_RATE_LIMIT } }
  | { name: 'categoryClicks'; count?: undefined }
);

/** Where a call is, its OpenAPI operation and what it does when the name does not say. */
const call = (path: string, operationId: string, description?: string): Call => ({ path, operationId, description });

const RUNNING_TOTALS: Total[] = [
  {
    name: 'visitors',
    count: {
      ...call('/postincrement', 'countVisitor'),
      description: 'Counts one visit.',
      rateLimit: VISITOR_RATE_LIMIT,
    },
    read: call('/getincrement', 'getVisitorCount'),
    reset: call('/reset', 'resetVisitorCount'),
  },
  {
    name: 'categoryClicks',
    read: call('/categorycount', 'getCategoryClickCount', "Sum of every category's clicks."),
    reset: call('/categoryreset', 'resetCategoryClickCount'),
  },
  {
    name: 'adClicks',
    count: {
      ...call('/adsclick', 'countAdClick'),
      description: 'Counts one ad click.',
      rateLimit: OFFER_CLICK_RATE_LIMIT,
    },
    read: call('/adscount', 'getAdClickCount'),
    reset: call('/adsreset', 'resetAdClickCount'),
  },
];

export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const counters = new CountersRepository(app.db.$client);
  const tags = ['counters'];

  for (const total of RUNNING_TOTALS) {
    const { name, read, reset } = total;
    if (total.count) {
      const { count } = total;
      const counted = total.name;
      app.post(
        count.path,
        {
          config: { rateLimit: count.rateLimit },
          schema: {
            operationId: count.operationId,
            tags,
            description: count.description,
            response: { 200: CountResponse, ...ErrorResponses, 429: MessageResponse },
          },
        },
        async () => {
          app.dailyCounters.record(counted);
          return { count: counters.increment(counted) };
        },
      );
    }
    adminRead(app, { ...read, tags, response: CountResponse }, () => ({ count: counters.get(name) }));
    app.post(
      reset.path,
      {
        config: { admin: true, audit: audit.reset(name) },
        schema: { operationId: reset.operationId, tags, description: RESET_NOTE, response: { 200: ResetResponse } },
      },
      async () => {
        counters.reset(name);
        return { count: 0 as const };
      },
    );
  }

  adminRead(
    app,
    {
      path: '/stats/daily',
      operationId: 'getDailyStats',
      tags,
      description:
        'Visitors, category clicks, ad clicks and ad views per REGION_TZ day for the last `days` days ending ' +
        'today, oldest first, zeros filled. Resetting a counter does not erase this history.',
      querystring: DailyStatsQuery,
      response: DailyStats,
    },
    (request) => ({ days: dailyStats(app.dailyCounters, regionDay(app.config.regionTz), request.query.days ?? 30) }),
  );
};
