// Store ads (offers): the public routes (listing, detail, view counting), the admin's (listing and editing, for the
// operator and a store's owner) and the bulk actions, each in its own module.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SearchVocabulary } from '../search/search-vocabulary.js';
import { adminAdRoutes } from './admin-routes.js';
import { bulkAdRoutes } from './bulk-routes.js';
import { publicAdRoutes } from './public-routes.js';

export const adRoutes: FastifyPluginAsyncTypebox<{ vocabulary: SearchVocabulary }> = async (app, { vocabulary }) => {
  // In this order, the OpenAPI document (and so shared-types) lists the operations as it always has.
  await app.register(bulkAdRoutes);
  await app.register(publicAdRoutes, { vocabulary });
  await app.register(adminAdRoutes);
};
