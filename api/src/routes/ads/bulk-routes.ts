// Bulk actions on offers chosen in the admin: delete them, or move their end dates later by a number of days.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BulkBody, BulkIds, BulkResult, bulkIds, countOf } from '../../lib/bulk.js';
import { BulkAdsRepository } from './bulk-ads.repository.js';

export const MAX_EXTEND_DAYS = 365;

const ExtendBody = Type.Object({
  ...BulkIds,
  days: Type.Integer({ minimum: 1, maximum: MAX_EXTEND_DAYS, description: 'How many days later each offer ends' }),
});

export const bulkAdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new BulkAdsRepository(app.db.$client);
  const tags = ['store ads'];
  const response = { 200: BulkResult };

  app.post(
    '/storeads/bulk/delete',
    {
      config: { admin: true },
      schema: { operationId: 'bulkDeleteStoreAds', tags, body: BulkBody, response },
    },
    async (request) => {
      const ids = bulkIds(request.body.ids);
      await app.images.removeAll(repository.deleteMany(ids));
      return { message: `Deleted ${countOf(ids.length, 'offer')}`, count: ids.length };
    },
  );

  app.post(
    '/storeads/bulk/extend',
    {
      config: { admin: true },
      schema: { operationId: 'bulkExtendStoreAds', tags, body: ExtendBody, response },
    },
    async (request) => {
      const ids = bulkIds(request.body.ids);
      const { days } = request.body;
      repository.extendMany(ids, days);
      return {
        message: `Extended ${countOf(ids.length, 'offer')} by ${countOf(days, 'day')}`,
        count: ids.length,
      };
    },
  );
};
