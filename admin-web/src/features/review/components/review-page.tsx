// The operator's review queue (/admin/review): each owner's submission with what it changes, field by field and image
// by image, and Approve (publishes it) or Reject with a reason the owner sees. A change made before the offer was last
// edited says so: the API refuses to approve it (409), and its message shows as the toast.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DangerButton, PrimaryButton } from '../../../components/buttons';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { Empty } from '../../../components/states';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/images';
import { withToast } from '../../../lib/notify';
import { useApprove, useReject } from '../api/mutations';
import { reviewQueueQuery } from '../api/queries';
import type { ReviewItem } from '../api/review';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  titleMl: 'Title in Malayalam',
  description: 'Description',
  descriptionMl: 'Description in Malayalam',
  offerType: 'Offer type',
  startDate: 'Start date',
  endDate: 'End date',
  couponCode: 'Coupon code',
  terms: 'Terms',
  termsMl: 'Terms in Malayalam',
  priceBefore: 'Price before (₹)',
  priceAfter: 'Offer price (₹)',
};

function Images({ label, paths }: { label: string; paths: string[] }) {
  return (
    <figure className="review-images">
      <figcaption className="muted small">{label}</figcaption>
      {paths.length === 0 ? (
        <span className="muted small">none</span>
      ) : (
        paths.map((path) => <img key={path} src={thumbnailUrl(path)} alt="" width={120} height={90} />)
      )}
    </figure>
  );
}

function Submission({ item }: { item: ReviewItem }) {
  const approving = useApprove();
  const rejecting = useReject();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const isNew = item.kind === 'new';
  const imagesChanged = item.images.before.join() !== item.images.after.join();

  const sendRejection = async () => {
    if (!reason.trim()) {
      setReasonError('Please give the owner a reason.');
      return;
    }
    await withToast(() => rejecting.mutateAsync({ id: item._id, reason }), {
      success: 'Rejected: the owner sees your reason',
      failure: 'Failed to reject',
    });
  };

  return (
    <li className="card review-item" data-testid="review-item">
      <header>
        <h2>{item.offer.title}</h2>
        <p className="muted small">
          {isNew ? 'New offer' : 'Changes to a live offer'} · {item.store.storeName} · {item.submittedBy} ·{' '}
          {formatDateTime(item.submittedAt)}
        </p>
        {item.stale && (
          <p className="review-stale" data-testid="review-stale">
            This offer was edited after the owner sent this change: approving it would undo that edit. Reject it with a
            note, or ask the owner to send it again.
          </p>
        )}
      </header>
      <table className="review-changes">
        <thead>
          <tr>
            <th scope="col">Field</th>
            {!isNew && <th scope="col">Now</th>}
            <th scope="col">{isNew ? 'Submitted' : 'Proposed'}</th>
          </tr>
        </thead>
        <tbody>
          {item.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{FIELD_LABELS[change.field] ?? change.field}</th>
              {!isNew && <td className="before">{change.before ?? '—'}</td>}
              <td className="after">{change.after ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(isNew || imagesChanged) && (
        <div className="review-image-pair">
          {!isNew && <Images label="Images now" paths={item.images.before} />}
          <Images label={isNew ? 'Images' : 'Proposed images'} paths={item.images.after} />
        </div>
      )}
      {rejectOpen && (
        <label className="review-reason">
          <span>Reason for the owner</span>
          <textarea
            value={reason}
            maxLength={500}
            rows={3}
            aria-invalid={reasonError !== ''}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError('');
            }}
          />
          {reasonError && <span className="field-error">{reasonError}</span>}
        </label>
      )}
      <div className="review-actions">
        <PrimaryButton
          disabled={approving.isPending}
          onClick={() =>
            withToast(() => approving.mutateAsync(item._id), {
              success: 'Approved: the offer is public as submitted',
              failure: 'Failed to approve',
            })
          }
        >
          Approve
        </PrimaryButton>
        {rejectOpen ? (
          <DangerButton disabled={rejecting.isPending} onClick={sendRejection}>
            Send rejection
          </DangerButton>
        ) : (
          <DangerButton onClick={() => setRejectOpen(true)}>Reject</DangerButton>
        )}
      </div>
    </li>
  );
}

export function ReviewPage() {
  useDocumentTitle('Review');
  const queue = useQuery({ ...reviewQueueQuery, select: (read) => read.items });
  return (
    <>
      <PageHeader title="Review">{queue.data && <span className="muted">{queue.data.length} waiting</span>}</PageHeader>
      <ListState
        query={queue}
        errorText="Error fetching the review queue"
        empty={<Empty message="Nothing to review. Store owners' new offers and changes appear here." />}
      >
        {(items) => (
          <ul className="review-list">
            {items.map((item) => (
              <Submission key={item._id} item={item} />
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
