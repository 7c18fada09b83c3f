// Messages visitors sent from the contact form: unread first, open to read (marks it read), delete.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { SmallButton } from '../../../components/buttons';
import { ConfirmDialog, useDeleteConfirm } from '../../../components/confirm-dialog';
import { ListState } from '../../../components/list-state';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { Pager, useClampedPage } from '../../../components/pager';
import { Empty } from '../../../components/states';
import { formatDateTime } from '../../../lib/format';
import { withToast } from '../../../lib/notify';
import type { ContactMessage } from '../api/messages';
import { useDeleteMessage, useMarkMessageRead } from '../api/mutations';
import { messagesQuery } from '../api/queries';
import { emailReplyLink, whatsappReplyLink } from '../reply-links';

/** Answers in the operator's own mail app, or on WhatsApp when the visitor left a mobile number. */
function ReplyLinks({ message }: { message: ContactMessage }) {
  const whatsapp = whatsappReplyLink(message);
  return (
    <>
      <a className="button button-primary" href={emailReplyLink(message)}>
        Reply by e-mail
      </a>
      {whatsapp && (
        <a className="button" href={whatsapp} target="_blank" rel="noopener noreferrer">
          Reply on WhatsApp
        </a>
      )}
    </>
  );
}

const route = getRouteApi('/admin/messages');
const PAGE_SIZE = 20;

export function MessagesPage() {
  const page = route.useSearch().page ?? 1;
  const navigate = route.useNavigate();
  const setPage = (next: number) => navigate({ search: { page: next > 1 ? next : undefined }, replace: true });
  const pageQuery = { page, limit: PAGE_SIZE };
  const list = useQuery(messagesQuery(pageQuery));
  useClampedPage(page, list.data?.totalPages, setPage);
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const markRead = useMarkMessageRead(pageQuery);
  const deleting = useDeleteConfirm(
    useDeleteMessage(),
    {
      title: 'Delete message',
      message: (item: ContactMessage) =>
        `Delete the message from ${item.name} (${formatDateTime(item.createdAt)})? This action cannot be undone.`,
      toasts: { success: 'Message deleted successfully', failure: 'Failed to delete the message' },
    },
    () => setOpened(null),
  );

  /** Opening an unread message marks it read where it stands (see useMarkMessageRead). */
  const open = async (message: ContactMessage) => {
    setOpened(message);
    if (message.read) return;
    await withToast(() => markRead.mutateAsync(message), { failure: 'Failed to mark the message as read' });
  };

  return (
    <>
      <PageHeader title="Messages">
        {list.data && <span className="muted">{list.data.unreadCount} unread</span>}
      </PageHeader>
      <ListState
        query={list}
        errorText="Error fetching messages"
        empty={<Empty message="No messages yet. What visitors send from the Contact page appears here." />}
      >
        {(messages) => (
          <>
            <ul className="message-list">
              {messages.data.map((message) => (
                <li key={message._id} className={message.read ? 'message' : 'message unread'} data-testid="message">
                  <button type="button" className="message-open" onClick={() => open(message)}>
                    <span className="message-from">
                      {!message.read && <span className="dot" title="Unread" />}
                      {!message.read && <span className="visually-hidden">Unread: </span>}
                      {message.name} · {message.serviceLabel}
                    </span>
                    <span className="message-preview">{message.message}</span>
                    <span className="muted small">{formatDateTime(message.createdAt)}</span>
                  </button>
                  <SmallButton danger onClick={() => deleting.ask(message)}>
                    Delete
                  </SmallButton>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={messages.totalPages} onPage={setPage} />
          </>
        )}
      </ListState>
      <Modal title={opened ? `Message from ${opened.name}` : ''} open={opened !== null} onClose={() => setOpened(null)}>
        {opened && (
          <>
            <dl className="details">
              <dt>Service</dt>
              <dd>{opened.serviceLabel}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${opened.email}`}>{opened.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:+91${opened.phone}`}>{opened.phone}</a>
              </dd>
              <dt>Sent</dt>
              <dd>{formatDateTime(opened.createdAt)}</dd>
            </dl>
            <p className="message-body">{opened.message}</p>
            <div className="form-actions">
              <ReplyLinks message={opened} />
              <button type="button" className="button button-danger" onClick={() => deleting.ask(opened)}>
                Delete
              </button>
              <button type="button" className="button" onClick={() => setOpened(null)}>
                Close
              </button>
            </div>
          </>
        )}
      </Modal>
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
