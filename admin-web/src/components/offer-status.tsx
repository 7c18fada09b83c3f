// An offer's status as a coloured label, the status filter, and its "View on site" link (only while the public site
// shows it).
import {
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  type OfferStatus,
  REVIEW_LABELS,
} from '@offerboard/shared-types/offer-status';
import { asSentence } from '../lib/format';
import { FilterSelect } from './filter-select';

export function StatusBadge({ status }: { status: OfferStatus }) {
  return <span className={`status status-${status}`}>{OFFER_STATUS_LABELS[status]}</span>;
}

/** An owner's submission still open: waiting for the operator, or rejected with their reason. */
export interface OfferReview {
  kind: 'new' | 'change';
  status: 'pending' | 'rejected';
  reason?: string;
}

/** "In review" (a new offer), "Changes in review" (a live one) or "Rejected" with the operator's reason. */
export function ReviewBadge({ review }: { review: OfferReview | undefined }) {
  if (!review) return null;
  if (review.status === 'pending') {
    return (
      <span className="status status-review" data-testid="review-status">
        {REVIEW_LABELS[review.kind]}
      </span>
    );
  }
  return (
    <span className="review-rejected" data-testid="review-status">
      <span className="status status-rejected">{REVIEW_LABELS.rejected}</span>{' '}
      <span className="small">{`${asSentence(review.reason ?? '')} Edit and save to send it again.`.trim()}</span>
    </span>
  );
}

/**
 * An offer's status and its open submission. A new offer under review shows only the review: it is on no public page
 * whatever its dates, so "Live" would mislead.
 */
export function OfferBadges({ ad: offer }: { ad: { status: OfferStatus; review?: OfferReview } }) {
  return (
    <>
      {offer.review?.kind !== 'new' && <StatusBadge status={offer.status} />}
      <ReviewBadge review={offer.review} />
    </>
  );
}

const NOT_ON_SITE: Partial<Record<OfferStatus, string>> = {
  scheduled: 'Not on site yet',
  paused: 'Hidden from site',
};

/**
 * Opens the offer's public page in a new tab; a scheduled or paused offer, or a new one not yet approved, has none,
 * so it says why instead.
 */
export function ViewOnSite({ ad: offer }: { ad: { status: OfferStatus; publicUrl: string; review?: OfferReview } }) {
  const reason = offer.review?.kind === 'new' ? 'Not on site until approved' : NOT_ON_SITE[offer.status];
  if (reason) return <span className="muted small">{reason}</span>;
  return (
    <a className="view-on-site" href={offer.publicUrl} target="_blank" rel="noopener noreferrer">
      View on site
    </a>
  );
}

/** The status filter: 'All Statuses' (undefined) or one status. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: OfferStatus | undefined;
  onChange: (status: OfferStatus | undefined) => void;
}) {
  return (
    <FilterSelect
      label="All Statuses"
      all="All Statuses"
      options={OFFER_STATUSES}
      labels={OFFER_STATUS_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
