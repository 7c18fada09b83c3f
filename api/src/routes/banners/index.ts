// Home-page banners: the public slider list (only those whose days include today), the admin's list, and the admin's
// upload, edit and delete. A banner may link to a store page, an offer page or a web address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bannerShapeProblem } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { type FileLimit, multipartScope } from '../../lib/multipart.js';
import { adminRead, cachedList } from '../../lib/read-routes.js';
import { createRoute, deleteByIdRoute, updateRoute } from '../../lib/record-routes.js';
import { regionDay } from '../../lib/region-time.js';
import { writeWithImages } from '../../services/image-changes.js';
import { storedSize } from '../../services/image-store.js';
import { ONE_IMAGE, readBannerForm } from './banner-form.js';
import { BannersRepository } from './banners.repository.js';
import { Banner, BannerForm, BannerUpdateForm } from './schema.js';

/** The banner form carries one file: its image. */
const BANNER_FORM: FileLimit = { maxFiles: 1, tooManyFiles: ONE_IMAGE };

/** Refuses an image of the wrong shape for the banner's screen (a wide picture as a mobile banner shows as a strip). */
function checkShape(screen: 'desktop' | 'mobile', image: string | undefined): void {
  const size = image === undefined ? undefined : storedSize(image);
  const problem = size && bannerShapeProblem(screen, size.width, size.height);
  if (problem) throw new BadRequestError(problem);
}

export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new BannersRepository(app.db);
  const tags = ['banners'];
  const today = () => regionDay(app.config.regionTz);

  // The public cache is dropped at the region's day boundary, so a banner appears and disappears on its days.
  cachedList(
    app,
    {
      path: '/banners',
      operationId: 'listBanners',
      tags,
      description: 'The banners the public home shows today: started (or no start day) and not ended.',
      response: Type.Array(Banner),
    },
    () => repository.listShown(today()),
  );

  adminRead(
    app,
    {
      path: '/banners/all',
      operationId: 'listAllBanners',
      tags,
      description: 'Every banner, scheduled and ended ones included, newest first.',
      response: Type.Array(Banner),
    },
    () => repository.listAll(today()),
  );

  await multipartScope(app, async (forms) => {
    createRoute(
      forms,
      {
        path: '/banners',
        operationId: 'createBanner',
        tags,
        audit: audit.create('banner'),
        body: BannerForm,
        form: BANNER_FORM,
        response: Banner,
      },
      async (form) => {
        const { fields, images } = readBannerForm(form, app.config.regionTz, true);
        repository.checkLink(fields);
        return writeWithImages(app.images, 'banners', images, (saved) => {
          checkShape(fields.screen, saved[0]);
          return { result: repository.create(fields, saved, today()), obsolete: [] };
        });
      },
    );

    updateRoute(
      forms,
      {
        path: '/banners/:id',
        operationId: 'updateBanner',
        tags,
        audit: audit.update('banner'),
        body: BannerUpdateForm,
        form: BANNER_FORM,
        response: Banner,
      },
      async (id, form) => {
        const { fields, images } = readBannerForm(form, app.config.regionTz, false);
        const current = repository.find(id, today());
        repository.checkLink(fields);
        return writeWithImages(app.images, 'banners', images, (saved) => {
          checkShape(fields.screen, saved[0] ?? current.bannerImage[0]);
          const { banner, obsolete } = repository.update(id, fields, saved, today());
          return { result: banner, obsolete };
        });
      },
    );
  });

  deleteByIdRoute(
    app,
    {
      path: '/banners/:id',
      operationId: 'deleteBanner',
      tags,
      audit: audit.delete('banner'),
      message: 'Banner deleted successfully!',
    },
    (id) => app.images.removeAll(repository.delete(id)),
  );
};
