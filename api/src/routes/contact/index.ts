// The public contact form (validated in the spec's order, honeypot, rate-limited) and the admin inbox.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactPhone } from '@offerboard/shared-types/phone';
import {
  CONTACT_FIELDS,
  type ContactFormTexts,
  type ContactService,
  contactFieldError,
} from '@offerboard/shared-types/rules';
import { type Static, Type } from 'typebox';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { IdParams, toId } from '../../lib/ids.js';
import { adminRead } from '../../lib/read-routes.js';
import { deleteByIdRoute, getByIdRoute } from '../../lib/record-routes.js';
import { MessageResponse, pageOf } from '../../lib/schemas.js';
import { ContactRepository, type NewContactMessage } from './contact.repository.js';
import {
  acceptFormPosts,
  answerTexts,
  formProblemAnswer,
  formTexts,
  isFormPost,
  SENT_PAGE,
  sentFormAnswer,
} from './form-post.js';
import {
  ContactMessage,
  ContactMessageList,
  ContactMessageListQuery,
  ContactSubmitBody,
  ContactSubmitQuery,
} from './schema.js';

/** Messages one client address may send in a window. Only sent ones count: a form refused for a typo costs nothing. */
const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 };
/** Bounds the memory that sends from many addresses can take. */
const MAX_TRACKED = 10_000;

/** When each client address sent its recent messages, in memory (one API process; a restart forgets). */
class SentMessages {
  private readonly sent = new Map<string, number[]>();

  /** Seconds until this address may send again; 0 when it may now. */
  waitSeconds(address: string, now: number): number {
    const recent = this.recent(address, now);
    const oldest = recent[0];
    return recent.length < CONTACT_LIMIT.max || oldest === undefined
      ? 0
      : Math.ceil((oldest + CONTACT_LIMIT.windowMs - now) / 1000);
  }

  record(address: string, now: number): void {
    this.sent.set(address, [...this.recent(address, now), now]);
    if (this.sent.size <= MAX_TRACKED) return;
    for (const key of this.sent.keys()) if (this.recent(key, now).length === 0) this.sent.delete(key);
  }

  private recent(address: string, now: number): number[] {
    return (this.sent.get(address) ?? []).filter((at) => at > now - CONTACT_LIMIT.windowMs);
  }
}

/** The spec's checks (the site's own), in its order: the first one that fails is the answer, in the form's language. */
function readContactForm(body: Static<typeof ContactSubmitBody>, texts: ContactFormTexts): NewContactMessage {
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldError(field, body[field], texts);
    if (problem) throw new BadRequestError(problem);
  }
  const text = (field: (typeof CONTACT_FIELDS)[number]) => body[field]?.trim() ?? '';
  return {
    name: text('name'),
    email: text('email'),
    phone: contactPhone(text('phone')) ?? '',
    service: text('service') as ContactService,
    message: text('message'),
  };
}

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new ContactRepository(app.db);
  const sent = new SentMessages();
  const tags = ['contact'];
  acceptFormPosts(app);

  app.post(
    '/contact/submit',
    {
      schema: {
        operationId: 'submitContactMessage',
        tags,
        description:
          `A JSON call is answered in JSON. The site's form sent without JavaScript (urlencoded) is sent on to ` +
          `${SENT_PAGE} with a 303, and its 4xx answers are an HTML page that says what was wrong and holds the form. ` +
          'With lang=ml (the Malayalam site) the messages and that page are in Malayalam, and the 303 goes to /ml/.',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        querystring: ContactSubmitQuery,
        body: ContactSubmitBody,
        response: {
          201: MessageResponse,
          303: Type.Null({ description: `A form post was sent: see ${SENT_PAGE}` }),
          400: MessageResponse,
          429: MessageResponse,
        },
      },
      onSend: formProblemAnswer,
    },
    async (request, reply) => {
      const now = Date.now();
      const wait = sent.waitSeconds(request.ip, now);
      const texts = formTexts(request.query.lang);
      if (wait > 0) {
        return reply
          .status(429)
          .header('retry-after', wait)
          .send({ message: answerTexts(request.query.lang).tooMany(CONTACT_LIMIT.max, wait) });
      }
      // A filled honeypot is a bot: it is told what a person would be told, and nothing is kept.
      if (!request.body.website?.trim()) repository.create(readContactForm(request.body, texts));
      sent.record(request.ip, now);
      return isFormPost(request)
        ? sentFormAnswer(reply, request.query.lang)
        : reply.status(201).send({ message: texts.sent });
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
