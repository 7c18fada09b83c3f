// The store's owners on its screen: who manages it, the pending invites, inviting by e-mail (the link is shown to
// copy too, and is all there is when the server sends no mail), and revoking either after a confirmation.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SmallButton } from '../../../components/buttons';
import { ConfirmDialog, useConfirm } from '../../../components/confirm-dialog';
import { InputField } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, withToast } from '../../../lib/notify';
import { useInviteOwner, useRevokeInvite, useRevokeOwner } from '../api/mutations';
import { type OwnerInvite, type StoreOwners, storeOwnersQuery } from '../api/owners';

type Owner = StoreOwners['owners'][number];
type Invite = StoreOwners['invites'][number];

/** A new invite's link: in a field to select, and a button that copies it. */
function InviteLink({ email, invite }: { email: string; invite: OwnerInvite }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(invite.url).catch(() => undefined);
    notifySuccess('Invite link copied');
  };
  return (
    <div className="help" role="status">
      <p>
        {invite.emailed ? `Invite e-mailed to ${email}.` : `Send this link to ${email}.`} It works once, until{' '}
        {formatDateTime(invite.expiresAt)}.
      </p>
      <input
        className="invite-link"
        readOnly
        value={invite.url}
        aria-label="Invite link"
        onFocus={(e) => e.target.select()}
      />
      <SmallButton onClick={copy}>Copy link</SmallButton>
    </div>
  );
}

export function OwnersPanel({ storeId }: { storeId: string }) {
  const owners = useQuery(storeOwnersQuery(storeId));
  const inviteOwner = useInviteOwner(storeId);
  const revokeInvite = useRevokeInvite(storeId);
  const revokeOwner = useRevokeOwner(storeId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<{ email: string; invite: OwnerInvite }>();
  const owner = useConfirm<Owner>();
  const pending = useConfirm<Invite>();

  const invite = async (to: string) => {
    try {
      const answer = await inviteOwner.mutateAsync(to);
      setCreated({ email: to, invite: answer });
      setEmail('');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to invite the owner'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Email is required');
    return invite(email.trim());
  };

  return (
    <section className="owners-panel" aria-labelledby="owners-title">
      <h2 id="owners-title">Owners</h2>
      {owners.isError && <p className="form-error">{errorMessage(owners.error, 'Error fetching owners')}</p>}
      {owners.data && owners.data.owners.length === 0 && owners.data.invites.length === 0 && (
        <p className="muted">No owner manages this store yet.</p>
      )}
      <ul className="plain-list">
        {owners.data?.owners.map((row) => (
          <li key={row._id} data-testid="store-owner">
            <span>{row.email}</span>
            <SmallButton danger onClick={() => owner.ask(row)}>
              Revoke
            </SmallButton>
          </li>
        ))}
        {owners.data?.invites.map((row) => (
          <li key={row._id} data-testid="pending-invite">
            <span>
              {row.email} <span className="muted small">invited, until {formatDateTime(row.expiresAt)}</span>
            </span>
            <SmallButton onClick={() => invite(row.email)}>New link</SmallButton>
            <SmallButton danger onClick={() => pending.ask(row)}>
              Revoke
            </SmallButton>
          </li>
        ))}
      </ul>
      {created && <InviteLink {...created} />}
      <form onSubmit={submit} noValidate>
        <InputField
          label="Owner's e-mail"
          type="email"
          value={email}
          error={error}
          onValue={(value) => {
            setEmail(value);
            setError(undefined);
          }}
        />
        <button type="submit" className="button button-small" disabled={inviteOwner.isPending}>
          {inviteOwner.isPending ? 'Inviting...' : 'Invite by e-mail'}
        </button>
      </form>
      <ConfirmDialog
        {...owner.dialog}
        title="Revoke owner"
        message={(row: Owner) => `${row.email} will no longer manage this store and is signed out now.`}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onConfirm={(row) =>
          withToast(() => revokeOwner.mutateAsync(row._id), { success: 'Owner revoked', failure: 'Failed to revoke' })
        }
      />
      <ConfirmDialog
        {...pending.dialog}
        title="Revoke invite"
        message={(row: Invite) => `The invite link sent to ${row.email} will stop working.`}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onConfirm={(row) =>
          withToast(() => revokeInvite.mutateAsync(row._id), { success: 'Invite revoked', failure: 'Failed to revoke' })
        }
      />
    </section>
  );
}
