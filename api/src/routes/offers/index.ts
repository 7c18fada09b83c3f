// Store ads (offers): the public routes (listing, detail, view counting), the admin's (listing and editing, for the
// operator and a store's owner), the bulk actions and the pages of offer addresses the site has no file for, each in
// its own module.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SearchVocabulary } from '../search/search-vocabulary.js';
import { adminOfferRoutes } from './admin-routes.js';
import { bulkOfferRoutes } from './bulk-routes.js';
import { offerPageRoutes } from './offer-pages.js';
import { publicOfferRoutes } from './public-routes.js';

export const offerRoutes: FastifyPluginAsyncTypebox<{ vocabulary: SearchVocabulary }> = async (app, { vocabulary }) => {
  // In this order, the OpenAPI document (and so shared-types) lists the operations as it always has.
  await app.register(bulkOfferRoutes);
  await app.register(publicOfferRoutes, { vocabulary });
  await app.register(adminOfferRoutes);
  await app.register(offerPageRoutes);
};
