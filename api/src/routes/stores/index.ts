// Stores: the admin's list, form and delete (which takes the store's ads and images with it), and the public name
// list and store pages.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { sendCached } from '../../lib/cached-reply.js';
import { IdParams, toId } from '../../lib/ids.js';
import { multipartScope, readMultipart } from '../../lib/multipart.js';
import { createRoute, deleteByIdRoute, getByIdRoute, updateRoute } from '../../lib/record-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { ErrorResponses, totalPages } from '../../lib/schemas.js';
import { writeWithImages } from '../../services/image-changes.js';
import { StoreAdsRepository } from '../ads/store-ads.repository.js';
import { Store, StoreForm, StoreList, StoreListQuery, StoreName, StorePage } from './schema.js';
import { storeAdminRoutes } from './store-admin-routes.js';
import { LOGO_FORM, readStoreForm, savedLogo } from './store-form.js';
import { StoresRepository } from './stores.repository.js';

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new StoresRepository(app.db);
  const ads = new StoreAdsRepository(app.db.$client);
  const tags = ['stores'];
  await app.register(storeAdminRoutes);

  app.get(
    '/Store',
    {
      config: { admin: true },
      schema: {
        operationId: 'listStores',
        tags,
        querystring: StoreListQuery,
        response: { 200: StoreList },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filters } = request.query;
      const { rows, total } = repository.list(
        {
          search: filters.search?.trim() || undefined,
          category: filters.category?.trim() || undefined,
          district: filters.district?.trim() || undefined,
          location: filters.location?.trim() || undefined,
        },
        page,
        limit,
      );
      return { stores: rows, totalPages: totalPages(total, limit), currentPage: page, totalStores: total };
    },
  );

  app.get(
    '/store/names',
    { schema: { operationId: 'listStoreNames', tags, response: { 200: Type.Array(StoreName) } } },
    (_request, reply) => sendCached(app, reply, () => ({ key: 'store-names', load: () => repository.names() })),
  );

  app.get(
    '/store/:id/page',
    {
      schema: {
        operationId: 'getStorePage',
        tags,
        description: "A store's public page: the store (no owner) and its live offers, newest first.",
        params: IdParams,
        response: { 200: StorePage, ...ErrorResponses },
      },
    },
    (request, reply) =>
      sendCached(app, reply, () => {
        const id = toId(request.params.id);
        return {
          key: `store-page:${id}`,
          load: () => ({
            store: repository.publicView(id),
            offers: ads.currentForStore(id, regionDay(app.config.regionTz)),
          }),
        };
      }),
  );

  getByIdRoute(app, { path: '/Store/:id', operationId: 'getStore', tags, response: Store }, (id) =>
    repository.find(id),
  );

  await app.register(
    multipartScope(async (forms) => {
      createRoute(
        forms,
        {
          path: '/Store',
          operationId: 'createStore',
          tags,
          audit: audit.create('store'),
          body: StoreForm,
          response: Store,
        },
        async (request) => {
          const { fields, place, logos } = readStoreForm(await readMultipart(request, LOGO_FORM), 'create');
          repository.resolveReferences(fields);
          return writeWithImages(app.images, 'logos', logos, (saved) =>
            repository.create(fields, place, savedLogo(saved)),
          );
        },
      );

      updateRoute(
        forms,
        {
          path: '/Store/:id',
          operationId: 'updateStore',
          tags,
          audit: audit.update('store'),
          body: StoreForm,
          response: Store,
        },
        async (id, request) => {
          const { fields, place, logos } = readStoreForm(await readMultipart(request, LOGO_FORM), 'update');
          repository.find(id);
          repository.resolveReferences(fields);
          return writeWithImages(app.images, 'logos', logos, ([newLogo]) =>
            repository.update(id, fields, place, newLogo),
          );
        },
      );
    }),
  );

  deleteByIdRoute(
    app,
    {
      path: '/Store/:id',
      operationId: 'deleteStore',
      tags,
      audit: audit.delete('store'),
      message: 'Store deleted successfully',
    },
    (id) => app.images.removeAll(repository.delete(id)),
  );
};
