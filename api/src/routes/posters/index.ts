// Printable posters for a shop window (issue 21): a store's or an offer's, with a QR code of its public page, for the
// operator and for the store's owners.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE_NAME } from '@offerboard/shared-types/site';
import type { FastifyReply } from 'fastify';
import { IdParams, idParams, toId } from '../../lib/ids.js';
import { regionDay } from '../../lib/region-time.js';
import { type PosterContent, renderPoster } from '../../services/poster-pdf.js';
import { StoreOffersRepository } from '../offers/store-offers.repository.js';
import { StoresRepository } from '../stores/stores.repository.js';

/** The answer's OpenAPI entry: the PDF's bytes. */
const PdfResponse = {
  description: 'An A4 PDF, sent as an attachment',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const display = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A YYYY-MM-DD day as the public site shows it: "30 Nov 2026". */
const shown = (day: string) => display.format(new Date(`${day}T00:00:00Z`));

/** How long the offer runs, as of today in the region. */
export function validityOf(startDate: string, endDate: string, today: string): string {
  if (endDate < today) return `Ended ${shown(endDate)}`;
  if (startDate > today) return `Valid ${shown(startDate)} – ${shown(endDate)}`;
  return `Valid till ${shown(endDate)}`;
}

async function sendPoster(reply: FastifyReply, fileName: string, content: PosterContent) {
  const pdf = await renderPoster(content);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

export const posterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stores = new StoresRepository(app.db);
  const offers = new StoreOffersRepository(app.db.$client);
  const tags = ['posters'];
  const publicPage = (path: string) => `${app.config.publicOrigin}/${path}`;

  app.get(
    '/stores/:id/poster.pdf',
    {
      config: { admin: true, owner: { record: 'store', param: 'id' } },
      schema: {
        operationId: 'storePoster',
        tags,
        description: 'An A4 poster of the store with a QR code of its public page (PUBLIC_ORIGIN/store/{id}).',
        params: IdParams,
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => {
      const id = toId(request.params.id);
      const store = stores.find(id);
      return sendPoster(reply, `poster-store-${id}.pdf`, {
        storeName: store.storeName,
        url: publicPage(`store/${id}`),
        callToAction: `Scan to see our offers on ${SITE_NAME}`,
      });
    },
  );

  app.get(
    '/storeads/:adId/poster.pdf',
    {
      config: { admin: true, owner: { record: 'offer', param: 'adId' } },
      schema: {
        operationId: 'offerPoster',
        tags,
        description:
          'An A4 poster of the offer: its store, title and validity (days in REGION_TZ) and a QR code of its public page (PUBLIC_ORIGIN/offerdetails/{id}).',
        params: idParams('adId'),
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => {
      const id = toId(request.params.adId);
      const offer = offers.find(id);
      return sendPoster(reply, `poster-offer-${id}.pdf`, {
        storeName: offer.storeName,
        offer: {
          title: offer.title,
          validity: validityOf(offer.startDate, offer.endDate, regionDay(app.config.regionTz)),
        },
        url: publicPage(`offerdetails/${id}`),
        callToAction: `Scan for this offer on ${SITE_NAME}`,
      });
    },
  );
};
