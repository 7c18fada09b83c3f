// Account settings: who is signed in and the password section (toggle, three fields, match check).
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { InputField } from '../../../components/field';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/mutations';
import { meQuery } from '../api/queries';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function AccountPage() {
  const me = useQuery(meQuery);
  const changePassword = useChangePassword();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword || !values.newPassword) {
      setError('Please fill in all password fields.');
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setError("Passwords don't match");
      notifyError("Passwords don't match");
      return;
    }
    setBusy(true);
    try {
      await changePassword.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      notifySuccess('Password updated successfully!');
      setValues(EMPTY);
      setError(undefined);
      setOpen(false);
    } catch (caught) {
      const message = errorMessage(caught, 'Failed to update password');
      setError(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <InputField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onValue={(value) => setValues((current) => ({ ...current, [key]: value }))}
    />
  );

  return (
    <>
      <PageHeader title="Account Settings" />
      <section className="card narrow">
        <h2>Profile</h2>
        <dl className="details">
          <dt>Name</dt>
          <dd>{me.data?.name ?? 'Loading...'}</dd>
          <dt>Email</dt>
          <dd>{me.data?.email ?? 'Loading...'}</dd>
        </dl>
      </section>
      <section className="card narrow">
        <div className="section-header">
          <h2>Password</h2>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpen((current) => !current);
              setValues(EMPTY);
              setError(undefined);
            }}
          >
            {open ? 'Cancel' : 'Reset Password'}
          </button>
        </div>
        {open ? (
          <form onSubmit={submit} noValidate>
            {input('currentPassword', 'Current Password', 'current-password')}
            {input('newPassword', 'New Password', 'new-password')}
            {input('confirmPassword', 'Confirm New Password', 'new-password')}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Updating...' : 'Update Password'}
            </button>
          </form>
        ) : (
          <p className="muted">(hidden for security)</p>
        )}
      </section>
    </>
  );
}
