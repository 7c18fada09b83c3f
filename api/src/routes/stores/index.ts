// Stores: the admin's list, form and delete (which takes the store's ads and images with it), and the public name
// list and store pages.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { IdParams, toId } from '../../lib/ids.js';
import { multipartScope } from '../../lib/multipart.js';
import { adminRead, cachedRead } from '../../lib/read-routes.js';
import { createRoute, deleteByIdRoute, getByIdRoute, updateRoute } from '../../lib/record-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { totalPages } from '../../lib/schemas.js';
import { writeWithImages } from '../../services/image-changes.js';
import { StoreOffersRepository } from '../offers/store-offers.repository.js';
import { assertOperatorFieldsKept, keepOperatorFields } from './owner-store-edit.js';
import {
  Store,
  StoreForm,
  StoreList,
  StoreListQuery,
  StoreName,
  StoreNamesQuery,
  StorePage,
  TrustedBody,
} from './schema.js';
import { storeAdminRoutes } from './store-admin-routes.js';
import { LOGO_FORM, readStoreForm, savedLogo } from './store-form.js';
import { StoresRepository } from './stores.repository.js';

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new StoresRepository(app.db);
  const ads = new StoreOffersRepository(app.db.$client);
  const tags = ['stores'];
  await app.register(storeAdminRoutes);

  adminRead(
    app,
    { path: '/Store', operationId: 'listStores', tags, querystring: StoreListQuery, response: StoreList },
    (request) => {
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

  cachedRead(
    app,
    {
      path: '/store/names',
      operationId: 'listStoreNames',
      tags,
      querystring: StoreNamesQuery,
      response: Type.Array(StoreName),
    },
    (request) => {
      const live = request.query.live === true;
      return {
        key: `store-names:${live}`,
        load: () => repository.names(live ? regionDay(app.config.regionTz) : undefined),
      };
    },
  );

  cachedRead(
    app,
    {
      path: '/store/:id/page',
      operationId: 'getStorePage',
      tags,
      description: "A store's public page: the store (no owner) and its live offers, newest first.",
      params: IdParams,
      response: StorePage,
    },
    (request) => {
      const id = toId(request.params.id);
      return {
        key: `store-page:${id}`,
        load: () => ({
          store: repository.publicView(id),
          offers: ads.currentForStore(id, regionDay(app.config.regionTz)),
        }),
      };
    },
  );

  getByIdRoute(
    app,
    { path: '/Store/:id', operationId: 'getStore', tags, response: Store, owner: { record: 'store', param: 'id' } },
    (id) => repository.find(id),
  );

  await multipartScope(app, async (forms) => {
    createRoute(
      forms,
      {
        path: '/Store',
        operationId: 'createStore',
        tags,
        audit: audit.create('store'),
        body: StoreForm,
        form: LOGO_FORM,
        response: Store,
      },
      async (form) => {
        const { fields, place, logos } = readStoreForm(form, 'create');
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
        description:
          "The store's owner may change its contact, address, hours, pin and logo, not its name, category or " +
          'district (left out, they stay; changed, 403 naming the field). Published at once.',
        audit: audit.update('store'),
        owner: { record: 'store', param: 'id' },
        body: StoreForm,
        form: LOGO_FORM,
        response: Store,
      },
      async (id, form, request) => {
        const store = repository.find(id);
        const byOwner = request.user.role === 'owner';
        if (byOwner) keepOperatorFields(form, store);
        const { fields, place, logos } = readStoreForm(form, 'update');
        const references = repository.resolveReferences(fields);
        if (byOwner) {
          const { categoryId } = references;
          assertOperatorFieldsKept(store, {
            storeName: fields.storeName,
            storeNameMl: fields.storeNameMl,
            categoryId,
            district: references.names.district,
          });
        }
        return writeWithImages(app.images, 'logos', logos, ([newLogo]) =>
          repository.update(id, fields, place, newLogo),
        );
      },
    );
  });

  app.put(
    '/Store/:id/trusted',
    {
      config: { admin: true, audit: audit.update('store'), affectsPublicData: false },
      schema: {
        operationId: 'setStoreTrusted',
        tags,
        description:
          "Trusts a store's owners (their offers and changes publish without review) or stops trusting them.",
        params: IdParams,
        body: TrustedBody,
        response: { 200: Store },
      },
    },
    async (request) => repository.setTrusted(toId(request.params.id), request.body.trusted),
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
