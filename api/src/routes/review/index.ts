// The operator's review queue of owners' submissions: list them with what they change, approve (publishes, and so
// regenerates the public pages like any edit) or reject with a reason the owner sees.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { IdParams, toId } from '../../lib/ids.js';
import { adminRead } from '../../lib/read-routes.js';
import { MessageResponse } from '../../lib/schemas.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewQueue } from './review-queue.js';
import { RejectBody, ReviewQueueView } from './schema.js';

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reviews = new ReviewRepository(app.db);
  const queue = new ReviewQueue(app.db, reviews);
  const tags = ['review'];
  const decided = { 200: MessageResponse, 409: MessageResponse };

  adminRead(
    app,
    {
      path: '/review',
      operationId: 'listReviewQueue',
      tags,
      description: "Owners' pending submissions, oldest first, each with its changes field by field and its images.",
      response: ReviewQueueView,
    },
    () => {
      const items = queue.pending();
      return { items, total: items.length };
    },
  );

  app.post(
    '/review/:id/approve',
    {
      config: { admin: true, audit: audit.on('approve', 'review') },
      schema: {
        operationId: 'approveReviewItem',
        tags,
        description:
          'Publishes a new offer, or writes a change to its offer; the public pages follow as after any edit. A ' +
          'change made before the offer was last edited (`stale` in the queue) answers 409 and changes nothing.',
        params: IdParams,
        response: decided,
      },
    },
    async (request) => {
      await app.images.removeAll(reviews.approve(toId(request.params.id), request.user.email));
      return { message: 'Approved: the offer is public as submitted' };
    },
  );

  app.post(
    '/review/:id/reject',
    {
      config: { admin: true, audit: audit.on('reject', 'review'), affectsPublicData: false },
      schema: {
        operationId: 'rejectReviewItem',
        tags,
        description: 'Rejects a submission with a reason the owner sees; the published offer (if any) stays as it was.',
        params: IdParams,
        body: RejectBody,
        response: decided,
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new BadRequestError('Please give the owner a reason.');
      reviews.reject(toId(request.params.id), reason, request.user.email);
      return { message: 'Rejected: the owner sees your reason' };
    },
  );
};
