// Request and response schemas of the review queue.
import { Type } from 'typebox';
import { REVIEW_KINDS } from '../../db/schema.js';
import { IdString } from '../../lib/ids.js';

const Kind = Type.Enum(REVIEW_KINDS, {
  description: "new: an owner's new offer, public once approved; change: an owner's change to a published offer",
});

export const ReviewItem = Type.Object({
  _id: IdString,
  kind: Kind,
  offer: Type.Object({ _id: IdString, title: Type.String({ description: 'The title as submitted' }) }),
  store: Type.Object({ _id: IdString, storeName: Type.String() }),
  submittedBy: Type.String({ description: "The owner's e-mail" }),
  submittedAt: Type.String({ format: 'date-time' }),
  changes: Type.Array(
    Type.Object({
      field: Type.String({
        description: 'title, description, offerType, startDate, endDate, couponCode, terms, priceBefore or priceAfter',
      }),
      before: Type.Union([Type.String(), Type.Null()], { description: 'Null for a new offer or an empty field' }),
      after: Type.Union([Type.String(), Type.Null()]),
    }),
    { description: 'The fields that differ from the published offer (every filled field of a new offer)' },
  ),
  images: Type.Object({
    before: Type.Array(Type.String(), { description: "The published offer's images (none for a new offer)" }),
    after: Type.Array(Type.String(), { description: 'The images once approved' }),
  }),
  stale: Type.Boolean({
    description:
      'A change made on an earlier version of the offer: it was edited since, so approving answers 409 (reject it ' +
      'with a note, or have the owner send it again)',
  }),
});

export const ReviewQueueView = Type.Object({
  items: Type.Array(ReviewItem, { description: 'Pending submissions, oldest first' }),
  total: Type.Integer(),
});

export const RejectBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 500, description: 'Shown to the owner, who may edit and send again' }),
});

/** An offer's open submission, as its owner sees it: waiting, or rejected with the operator's reason. */
export const ReviewState = Type.Object({
  _id: IdString,
  kind: Kind,
  status: Type.Enum(['pending', 'rejected'] as const, {
    description: 'pending: waiting for the operator ("In review", or "Changes in review" for a change)',
  }),
  reason: Type.Optional(Type.String({ description: "The operator's reason for a rejection" })),
  submittedAt: Type.String({ format: 'date-time' }),
});
