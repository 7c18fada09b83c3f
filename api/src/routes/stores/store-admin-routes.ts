// Store import (a preview of every row with its errors, then the import itself, all rows or none) and bulk delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { bulkRoute, countOf } from '../../lib/bulk.js';
import { BadRequestError } from '../../lib/errors.js';
import { writeWithImages } from '../../services/image-changes.js';
import { StoreImportBody, StoreImportPreview, StoreImportResult } from './import-schema.js';
import { savedLogo } from './store-form.js';
import { checkImport, logoToComeFile } from './store-import.js';
import { StoreImportRepository } from './store-import.repository.js';
import { StoresRepository } from './stores.repository.js';

/** 1,000 rows of long cells stay well under this; anything bigger is not a store list. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

export const storeAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new StoresRepository(app.db);
  const imports = new StoreImportRepository(app.db);
  const tags = ['stores'];

  app.post(
    '/Store/import/preview',
    {
      // Checks the rows and writes nothing.
      config: { admin: true, audit: false },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'previewStoreImport',
        tags,
        body: StoreImportBody,
        response: { 200: StoreImportPreview },
      },
    },
    async (request) => checkImport(imports, request.body.rows).preview,
  );

  app.post(
    '/Store/import',
    {
      config: { admin: true, audit: audit.import('store') },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importStores',
        tags,
        body: StoreImportBody,
        response: { 201: StoreImportResult },
      },
    },
    async (request, reply) => {
      const { preview, valid } = checkImport(imports, request.body.rows);
      if (preview.rowsWithErrors > 0) {
        const rows = preview.rowsWithErrors === 1 ? '1 row has errors' : `${preview.rowsWithErrors} rows have errors`;
        throw new BadRequestError(`${rows}; nothing was imported. Fix the file and upload it again.`);
      }
      const imported = await writeWithImages(app.images, 'logos', [await logoToComeFile()], (saved) => ({
        result: imports.createMany(valid, savedLogo(saved)),
        obsolete: [],
      }));
      const stores = imported === 1 ? '1 store' : `${imported} stores`;
      return reply.status(201).send({ message: `Imported ${stores}`, imported });
    },
  );

  bulkRoute(
    app,
    { path: '/Store/bulk/delete', operationId: 'bulkDeleteStores', tags, audit: audit.bulk('bulk-delete', 'store') },
    async (ids) => {
      await app.images.removeAll(repository.deleteMany(ids));
      return { message: `Deleted ${countOf(ids.length, 'store')} and their offers`, count: ids.length };
    },
  );
};
