// Admin reports computed from the data: per store, its offers, the ones live today and their views.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRead } from '../../lib/read-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { ReportsRepository } from './reports.repository.js';
import { StoreReport } from './schema.js';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new ReportsRepository(app.db);

  adminRead(
    app,
    {
      path: '/reports/stores',
      operationId: 'storeReport',
      tags: ['reports'],
      description:
        'One row per store, sorted by name: all its offers, those visible today in REGION_TZ and the sum of ' +
        "its ads' views. Ad clicks are a site-wide counter (POST /adsclick), so they are not per store.",
      response: StoreReport,
    },
    () => ({ stores: repository.stores(regionDay(app.config.regionTz)) }),
  );
};
