// Home-page banners: the public slider list and the admin's upload and delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BANNER_SCREENS } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { sendCached } from '../../lib/cached-reply.js';
import { BadRequestError } from '../../lib/errors.js';
import { IdParams, toId } from '../../lib/ids.js';
import { type FileLimit, type MultipartForm, multipartScope, readMultipart } from '../../lib/multipart.js';
import { MessageResponse } from '../../lib/schemas.js';
import { filesOf, writeWithImages } from '../../services/image-changes.js';
import { BannersRepository } from './banners.repository.js';
import { Banner, BannerForm } from './schema.js';

const REQUIRED = 'Please select a screen type and upload an image.';

/** The banner form carries one file: its image. */
const BANNER_FORM: FileLimit = { maxFiles: 1, tooManyFiles: 'Please upload only one image per banner.' };

function readBannerForm(form: MultipartForm) {
  const title = form.text('title')?.toLowerCase();
  const images = filesOf(form.files, 'bannerImage');
  const screen = BANNER_SCREENS.find((candidate) => candidate === title);
  if (!screen || images.length === 0) throw new BadRequestError(REQUIRED);
  if (images.length > 1) throw new BadRequestError(BANNER_FORM.tooManyFiles);
  return { screen, images };
}

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new BannersRepository(app.db);
  const tags = ['banners'];

  app.get(
    '/banners',
    { schema: { operationId: 'listBanners', tags, response: { 200: Type.Array(Banner) } } },
    (_request, reply) => sendCached(app, reply, () => ({ key: 'banners', load: () => repository.list() })),
  );

  await app.register(
    multipartScope(async (forms) => {
      forms.post(
        '/banners',
        {
          config: { admin: true },
          schema: {
            operationId: 'createBanner',
            tags,
            body: BannerForm,
            response: { 201: Banner },
          },
        },
        async (request, reply) => {
          const { screen, images } = readBannerForm(await readMultipart(request, BANNER_FORM));
          const banner = await writeWithImages(app.images, 'banners', images, (saved) => ({
            result: repository.create(screen, saved),
            obsolete: [],
          }));
          return reply.status(201).send(banner);
        },
      );
    }),
  );

  app.delete(
    '/banners/:id',
    {
      config: { admin: true },
      schema: {
        operationId: 'deleteBanner',
        tags,
        params: IdParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await app.images.removeAll(repository.delete(toId(request.params.id)));
      return { message: 'Banner deleted successfully!' };
    },
  );
};
