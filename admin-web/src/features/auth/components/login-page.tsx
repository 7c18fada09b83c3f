import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { fieldBinder, InputField } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { signIn } from '../../../lib/session';
import { login } from '../api/auth';

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
        <h1>OfferBoard admin</h1>
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
        {showHelp && (
          <p className="help" data-testid="forgot-help">
            Passwords are not reset by email. Ask the operator of this server to run <code>make admin-password</code>{' '}
            (add <code>GENERATE=1</code> to generate one), then sign in with the new password.
          </p>
        )}
      </form>
    </main>
  );
}
