// Bulk actions on offers chosen in the admin: delete them, move their end dates later by a number of days, pause
// them (hidden from the public site, nothing deleted) or resume them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { BulkIds, bulkRoute, countOf } from '../../lib/bulk.js';
import { BulkOffersRepository } from './bulk-offers.repository.js';

const MAX_EXTEND_DAYS = 365;

const ExtendBody = Type.Object({
  ...BulkIds,
  days: Type.Integer({ minimum: 1, maximum: MAX_EXTEND_DAYS, description: 'How many days later each offer ends' }),
});

export const bulkOfferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new BulkOffersRepository(app.db.$client);
  const tags = ['store ads'];

  bulkRoute(
    app,
    {
      path: '/storeads/bulk/delete',
      operationId: 'bulkDeleteStoreAds',
      tags,
      audit: audit.bulk('bulk-delete', 'offer'),
    },
    async (ids) => {
      await app.images.removeAll(repository.deleteMany(ids));
      return { message: `Deleted ${countOf(ids.length, 'offer')}`, count: ids.length };
    },
  );

  bulkRoute(
    app,
    {
      path: '/storeads/bulk/extend',
      operationId: 'bulkExtendStoreAds',
      tags,
      audit: audit.bulk('bulk-extend', 'offer'),
      body: ExtendBody,
    },
    (ids, { days }) => {
      repository.extendMany(ids, days);
      return { message: `Extended ${countOf(ids.length, 'offer')} by ${countOf(days, 'day')}`, count: ids.length };
    },
  );

  for (const paused of [true, false]) {
    const verb = paused ? 'Paused' : 'Resumed';
    bulkRoute(
      app,
      {
        path: paused ? '/storeads/bulk/pause' : '/storeads/bulk/resume',
        operationId: paused ? 'bulkPauseStoreAds' : 'bulkResumeStoreAds',
        tags,
        audit: audit.bulk(paused ? 'bulk-pause' : 'bulk-resume', 'offer'),
        description: paused
          ? 'Hides the offers from the public site (listings, search, their pages, the sitemap and the counts) ' +
            'until they are resumed; nothing is deleted. count says how many were not paused already.'
          : 'Shows paused offers on the public site again, within their dates. count says how many were paused.',
      },
      (ids) => {
        const changed = repository.setPaused(ids, paused);
        const unchanged = ids.length - changed;
        const was = unchanged === 1 ? 'was' : 'were';
        const rest = unchanged === 0 ? '' : `; ${unchanged} ${paused ? `${was} already paused` : `${was} not paused`}`;
        return { message: `${verb} ${countOf(changed, 'offer')}${rest}`, count: changed };
      },
    );
  }
};
