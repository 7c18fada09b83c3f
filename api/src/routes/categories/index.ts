// Store categories: the public carousel list and click counter, and the admin's create, edit and delete with photos.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { IdParams, toId } from '../../lib/ids.js';
import { multipartScope } from '../../lib/multipart.js';
import { cachedList } from '../../lib/read-routes.js';
import { createRoute, deleteByIdRoute, getByIdRoute, updateRoute } from '../../lib/record-routes.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import { assertImageRoom, IMAGES_FORM, writeWithImages } from '../../services/image-changes.js';
import { RecordUsage } from '../../services/record-usage.js';
import { CategoriesRepository } from './categories.repository.js';
import { readCategoryForm } from './category-form.js';
import { Category, CategoryCreateForm, CategoryUpdateForm, ClickResponse } from './schema.js';

const CATEGORY_CLICK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new CategoriesRepository(app.db);
  const tags = ['categories'];

  cachedList(app, { path: '/category', operationId: 'listCategories', tags, response: Type.Array(Category) }, () =>
    repository.list(),
  );

  getByIdRoute(app, { path: '/category/:id', operationId: 'getCategory', tags, response: Category }, (id) =>
    repository.find(id),
  );

  getByIdRoute(
    app,
    {
      path: '/category/:id/usage',
      operationId: 'getCategoryUsage',
      tags,
      description: "The stores in the category (which keep it from being deleted) and those stores' offers.",
      response: RecordUsage,
    },
    (id) => repository.usage(id),
  );

  await multipartScope(app, async (forms) => {
    createRoute(
      forms,
      {
        path: '/category',
        operationId: 'createCategory',
        tags,
        audit: audit.create('category'),
        body: CategoryCreateForm,
        form: IMAGES_FORM,
        response: Category,
        conflict: true,
      },
      async (form) => {
        const { title, titleMl, photos } = readCategoryForm(form);
        assertImageRoom(0, photos.length);
        repository.assertTitleAvailable(title);
        return writeWithImages(app.images, 'categories', photos, (saved) => ({
          result: repository.create({ title, titleMl }, saved),
          obsolete: [],
        }));
      },
    );

    updateRoute(
      forms,
      {
        path: '/category/:id',
        operationId: 'updateCategory',
        tags,
        audit: audit.update('category'),
        body: CategoryUpdateForm,
        form: IMAGES_FORM,
        response: Category,
        conflict: true,
      },
      async (id, form) => {
        const keep = form.list('existingPhotos');
        const { title, titleMl, photos } = readCategoryForm(form, keep.length);
        repository.checkUpdate(id, title, keep, photos.length);
        return writeWithImages(app.images, 'categories', photos, (saved) =>
          repository.update(id, { title, titleMl }, keep, saved),
        );
      },
    );
  });

  deleteByIdRoute(
    app,
    {
      path: '/category/:id',
      operationId: 'deleteCategory',
      tags,
      audit: audit.delete('category'),
      message: 'Category deleted successfully!',
      inUse: true,
    },
    (id) => app.images.removeAll(repository.delete(id)),
  );

  app.put(
    '/category/:id/click',
    {
      config: { rateLimit: CATEGORY_CLICK_RATE_LIMIT },
      schema: {
        operationId: 'clickCategory',
        tags,
        params: IdParams,
        response: { 200: ClickResponse, ...ErrorResponses, 429: MessageResponse },
      },
    },
    async (request) => {
      const totalClicks = repository.click(toId(request.params.id));
      app.dailyCounters.record('categoryClicks');
      app.publicData.countersChanged();
      return { totalClicks };
    },
  );
};
