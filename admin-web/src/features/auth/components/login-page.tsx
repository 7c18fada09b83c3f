import { SITE_NAME } from '@offerboard/shared-types/site';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { fieldBinder, InputField } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { signIn } from '../../../lib/session';
import { login, requestPasswordReset } from '../api/auth';

/** "Forgot password": a reset link by e-mail, and the operator's way when the server sends no mail. */
function ForgotPassword({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!email.trim()) return setError('Email is required');
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not ask for a reset link, please try again'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="help" data-testid="forgot-help">
      {sent ? (
        <p role="status">
          If an account has this e-mail, a link to reset its password is on its way. It works once, for an hour.
        </p>
      ) : (
        <>
          <InputField
            label="Account e-mail"
            type="email"
            autoComplete="username"
            value={email}
            error={error}
            onValue={(value) => {
              setEmail(value);
              setError(undefined);
            }}
          />
          <button type="button" className="button button-block" disabled={busy} onClick={send}>
            {busy ? 'Sending...' : 'Send reset link'}
          </button>
        </>
      )}
      <p className="small">
        Operator of a server that sends no e-mail? Run <code>make admin-password</code> (add <code>GENERATE=1</code> to
        generate one), then sign in with the new password.
      </p>
    </div>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  useDocumentTitle('Login');
  const bind = fieldBinder(
    (field) => errors[field as keyof typeof errors],
    (field) => setErrors((current) => ({ ...current, [field]: undefined })),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setBusy(true);
    try {
      const { token, user } = await login({ email: email.trim(), password });
      signIn(token, user);
      notifySuccess('Login successful!');
      await navigate({ to: '/admin' });
    } catch (error) {
      const message = errorMessage(error, 'Login failed');
      setErrors({ form: message });
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} noValidate>
        <h1>{SITE_NAME} admin</h1>
        <p className="muted">Sign in to manage stores, offers and reports.</p>
        <InputField label="Email" type="email" autoComplete="username" {...bind('email', email, setEmail)} />
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...bind('password', password, setPassword)}
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Processing...' : 'Login'}
        </button>
        <button type="button" className="link-button" aria-expanded={showHelp} onClick={() => setShowHelp((s) => !s)}>
          Forgot password
        </button>
        {showHelp && <ForgotPassword initialEmail={email.trim()} />}
      </form>
    </main>
  );
}
