// Counters: visitors, category clicks and ad clicks (running totals the admin can reset) and their daily history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import { CountersRepository } from './counters.repository.js';
import { dailyStats } from './daily-stats.js';
import { CountResponse, DailyStats, DailyStatsQuery, ResetResponse } from './schema.js';

export const VISITOR_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
export const AD_CLICK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const RESET_NOTE = 'Resets the running total only; the daily history (GET /stats/daily) is kept.';

export const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const counters = new CountersRepository(app.db.$client);
  const tags = ['counters'];
  const publicResponses = { 200: CountResponse, ...ErrorResponses, 429: MessageResponse };
  const admin = { config: { admin: true } };
  const adminCount = { tags, response: { 200: CountResponse } };
  const adminReset = {
    tags,
    description: RESET_NOTE,
    response: { 200: ResetResponse },
  };

  app.post(
    '/postincrement',
    {
      config: { rateLimit: VISITOR_RATE_LIMIT },
      schema: { operationId: 'countVisitor', tags, description: 'Counts one visit.', response: publicResponses },
    },
    async () => {
      app.dailyCounters.record('visitors');
      return { count: counters.increment('visitors') };
    },
  );

  app.get('/getincrement', { ...admin, schema: { operationId: 'getVisitorCount', ...adminCount } }, async () => ({
    count: counters.get('visitors'),
  }));

  app.post(
    '/reset',
    {
      config: { admin: true, audit: audit.reset('visitors') },
      schema: { operationId: 'resetVisitorCount', ...adminReset },
    },
    async () => {
      counters.reset('visitors');
      return { count: 0 as const };
    },
  );

  app.get(
    '/categorycount',
    {
      ...admin,
      schema: { operationId: 'getCategoryClickCount', ...adminCount, description: "Sum of every category's clicks." },
    },
    async () => ({ count: counters.categoryClicks() }),
  );

  app.post(
    '/categoryreset',
    {
      config: { admin: true, audit: audit.reset('categoryClicks') },
      schema: { operationId: 'resetCategoryClickCount', ...adminReset },
    },
    async () => {
      counters.resetCategoryClicks();
      return { count: 0 as const };
    },
  );

  app.post(
    '/adsclick',
    {
      config: { rateLimit: AD_CLICK_RATE_LIMIT },
      schema: { operationId: 'countAdClick', tags, description: 'Counts one ad click.', response: publicResponses },
    },
    async () => {
      app.dailyCounters.record('adClicks');
      return { count: counters.increment('adClicks') };
    },
  );

  app.get('/adscount', { ...admin, schema: { operationId: 'getAdClickCount', ...adminCount } }, async () => ({
    count: counters.get('adClicks'),
  }));

  app.post(
    '/adsreset',
    {
      config: { admin: true, audit: audit.reset('adClicks') },
      schema: { operationId: 'resetAdClickCount', ...adminReset },
    },
    async () => {
      counters.reset('adClicks');
      return { count: 0 as const };
    },
  );

  app.get(
    '/stats/daily',
    {
      ...admin,
      schema: {
        operationId: 'getDailyStats',
        tags,
        description:
          'Visitors, category clicks, ad clicks and ad views per REGION_TZ day for the last `days` days ending ' +
          'today, oldest first, zeros filled. Resetting a counter does not erase this history.',
        querystring: DailyStatsQuery,
        response: { 200: DailyStats },
      },
    },
    async (request) => ({
      days: dailyStats(app.dailyCounters, regionDay(app.config.regionTz), request.query.days ?? 30),
    }),
  );
};
