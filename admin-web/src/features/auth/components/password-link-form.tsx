// The card of a page opened from an e-mailed link (an owner invite, a password reset): a new password typed twice
// (or, for an invite to an existing account, its current password), and on success the account is signed in.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { InputField } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { signIn } from '../../../lib/session';
import type { LoginResult } from '../api/auth';

interface PasswordLinkFormProps {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  /** The account exists: one field for its current password instead of a new one typed twice. */
  existingAccount?: boolean;
  send: (password: string) => Promise<LoginResult>;
  success: string;
}

export function PasswordLinkForm({ title, intro, submitLabel, existingAccount, send, success }: PasswordLinkFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required');
    if (!existingAccount && password !== confirm) return setError("Passwords don't match");
    setBusy(true);
    try {
      const { token, user } = await send(password);
      signIn(token, user);
      notifySuccess(success);
      await navigate({ to: '/admin' });
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong, please try again'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-card" onSubmit={submit} noValidate>
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <InputField
        label={existingAccount ? 'Your password' : 'New password'}
        type="password"
        autoComplete={existingAccount ? 'current-password' : 'new-password'}
        value={password}
        onValue={setPassword}
      />
      {!existingAccount && (
        <InputField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onValue={setConfirm}
        />
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}
