// The public contact form (validated in the spec's order, honeypot, rate-limited) and the admin inbox.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizePhone } from '@offerboard/shared-types/phone';
import { CONTACT_FIELDS, type ContactService, contactFieldError } from '@offerboard/shared-types/rules';
import type { Static } from 'typebox';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { IdParams, toId } from '../../lib/ids.js';
import { adminRead } from '../../lib/read-routes.js';
import { deleteByIdRoute, getByIdRoute } from '../../lib/record-routes.js';
import { MessageResponse, pageOf } from '../../lib/schemas.js';
import { ContactRepository, type NewContactMessage } from './contact.repository.js';
import { ContactMessage, ContactMessageList, ContactMessageListQuery, ContactSubmitBody } from './schema.js';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
const SENT = { message: 'Message sent successfully!' };

/** The spec's checks (the site's own), in its order: the first one that fails is the answer. */
function readContactForm(body: Static<typeof ContactSubmitBody>): NewContactMessage {
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldError(field, body[field]);
    if (problem) throw new BadRequestError(problem);
  }
  const text = (field: (typeof CONTACT_FIELDS)[number]) => body[field]?.trim() ?? '';
  return {
    name: text('name'),
    email: text('email'),
    phone: normalizePhone(text('phone')) ?? '',
    service: text('service') as ContactService,
    message: text('message'),
  };
}

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new ContactRepository(app.db);
  const tags = ['contact'];

  app.post(
    '/contact/submit',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        operationId: 'submitContactMessage',
        tags,
        body: ContactSubmitBody,
        response: { 201: MessageResponse, 400: MessageResponse, 429: MessageResponse },
      },
    },
    async (request, reply) => {
      // A filled honeypot is a bot: it is told what a person would be told, and nothing is kept.
      if (request.body.website?.trim()) return reply.status(201).send(SENT);
      repository.create(readContactForm(request.body));
      return reply.status(201).send(SENT);
    },
  );

  adminRead(
    app,
    {
      path: '/contact/messages',
      operationId: 'listContactMessages',
      tags,
      querystring: ContactMessageListQuery,
      response: ContactMessageList,
    },
    (request) => {
      const { page = 1, limit = 10 } = request.query;
      const { rows, total, unread } = repository.list({ page, limit });
      return { ...pageOf(rows, total, page, limit), unreadCount: unread };
    },
  );

  getByIdRoute(
    app,
    { path: '/contact/messages/:id', operationId: 'getContactMessage', tags, response: ContactMessage },
    (id) => repository.find(id),
  );

  app.put(
    '/contact/messages/:id/read',
    {
      config: { admin: true, audit: audit.on('mark-read', 'message'), affectsPublicData: false },
      schema: {
        operationId: 'markContactMessageRead',
        tags,
        params: IdParams,
        response: { 200: ContactMessage },
      },
    },
    async (request) => repository.markRead(toId(request.params.id), new Date()),
  );

  deleteByIdRoute(
    app,
    {
      path: '/contact/messages/:id',
      operationId: 'deleteContactMessage',
      tags,
      audit: audit.delete('message'),
      message: 'Message deleted successfully',
      privateRecord: true,
    },
    (id) => repository.delete(id),
  );
};
