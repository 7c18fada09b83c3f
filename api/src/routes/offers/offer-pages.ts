// The page of an offer address the public site has no file for (docs/decisions/053): the prerender writes pages for
// visible offers only, and Caddy (like `make start`'s server) passes /offerdetails/<id> and /ml/offerdetails/<id>
// without one here, as /sitepages/offerdetails/<id> and /sitepages/ml/offerdetails/<id>. An offer shown or ended
// within 90 days gets the shell with its own head (200), one ended before that its store's small page (410), any
// other id the shell saying "not found" (404). The HTML comes from the public site's own server build
// (public-web/dist-server/offer-pages.js, beside the prerender script), so it is the head the site's pages have.
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endedPagesFrom } from '@offerboard/shared-types/offer-status';
import { Type } from 'typebox';
import { NotFoundError } from '../../lib/errors.js';
import { ID_PATTERN, toId } from '../../lib/ids.js';
import { regionDay } from '../../lib/region-time.js';
import type { OfferViewData } from './offer-view.js';
import { StoreOffersRepository } from './store-offers.repository.js';

type Locale = 'en' | 'ml';

/** What public-web/prerender/offer-pages.ts exports, as this side calls it. */
interface OfferPages {
  offer(offer: OfferViewData, locale: Locale): string;
  gone(offer: OfferViewData, locale: Locale): string;
  notFound(id: string, locale: Locale): string;
}
interface OfferPagesModule {
  offerPages(options: { outDir: string; publicOrigin: string }): OfferPages;
}

/** An id as the API takes it everywhere; anything else is an address of no offer. */
const OFFER_ID = new RegExp(ID_PATTERN);

export const offerPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { prerender, publicOrigin, regionTz } = app.config;
  if (!prerender) return;
  const repository = new StoreOffersRepository(app.db.$client);
  const moduleUrl = pathToFileURL(resolve(dirname(prerender.script), 'offer-pages.js')).href;
  let pages: Promise<OfferPages> | undefined;
  const loadPages = () => {
    pages ??= (import(moduleUrl) as Promise<OfferPagesModule>).then(({ offerPages }) =>
      offerPages({ outDir: prerender.outDir, publicOrigin }),
    );
    // A failed load (the site not built yet) is tried again by the next request.
    pages.catch(() => {
      pages = undefined;
    });
    return pages;
  };

  function page(id: string, locale: Locale, site: OfferPages): { status: 200 | 404 | 410; html: string } {
    if (!OFFER_ID.test(id)) return { status: 404, html: site.notFound(id, locale) };
    const today = regionDay(regionTz);
    try {
      const offer = repository.findStarted(toId(id), today);
      if (offer.endDate < endedPagesFrom(today)) return { status: 410, html: site.gone(offer, locale) };
      return { status: 200, html: site.offer(offer, locale) };
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 404, html: site.notFound(id, locale) };
      throw error;
    }
  }

  for (const locale of ['en', 'ml'] as const) {
    app.get(
      `/sitepages${locale === 'en' ? '' : `/${locale}`}/offerdetails/:id`,
      { schema: { hide: true, params: Type.Object({ id: Type.String() }) } },
      async (request, reply) => {
        let answer: ReturnType<typeof page>;
        try {
          answer = page(request.params.id, locale, await loadPages());
        } catch (error) {
          // The site's build is missing or half-deployed (no client manifest yet): nothing the visitor did.
          request.log.error({ err: error }, 'rendering an offer page from the public site build failed');
          return reply
            .code(503)
            .header('retry-after', '30')
            .send({ message: 'Offer pages are not available yet: the public site is not built' });
        }
        return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
      },
    );
  }
};
