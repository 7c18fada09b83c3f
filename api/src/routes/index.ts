// Every resource's routes, mounted under /backendapi/api by the app.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditRoutes } from './audit/index.js';
import { authRoutes } from './auth/index.js';
import { bannerRoutes } from './banners/index.js';
import { categoryRoutes } from './categories/index.js';
import { contactRoutes } from './contact/index.js';
import { counterRoutes } from './counters/index.js';
import { locationRoutes } from './locations/index.js';
import { offerTypeRoutes } from './offer-types/index.js';
import { offerRoutes } from './offers/index.js';
import { ownerRoutes } from './owners/index.js';
import { posterRoutes } from './posters/index.js';
import { reportRoutes } from './reports/index.js';
import { reviewRoutes } from './review/index.js';
import { searchRoutes } from './search/index.js';
import { SearchVocabulary } from './search/search-vocabulary.js';
import { statsRoutes } from './stats/index.js';
import { storeRoutes } from './stores/index.js';

export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'health',
        tags: ['system'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => {
      app.db.$client.prepare('SELECT 1').get();
      return { status: 'ok' as const };
    },
  );
  await app.register(authRoutes);
  await app.register(locationRoutes);
  await app.register(categoryRoutes);
  await app.register(offerTypeRoutes);
  await app.register(storeRoutes);
  const vocabulary = new SearchVocabulary(app.db.$client, app.config.regionTz);
  app.publicData.onChange(() => vocabulary.invalidate());
  await app.register(offerRoutes, { vocabulary });
  await app.register(searchRoutes, { vocabulary });
  await app.register(bannerRoutes);
  await app.register(counterRoutes);
  await app.register(statsRoutes);
  await app.register(contactRoutes);
  await app.register(reportRoutes);
  await app.register(auditRoutes);
  await app.register(ownerRoutes);
  await app.register(posterRoutes);
  await app.register(reviewRoutes);
};
