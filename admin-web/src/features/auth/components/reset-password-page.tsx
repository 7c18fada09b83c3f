// /admin/reset-password/{token}: the page of a mailed password-reset link; the new password signs the account out
// everywhere else and in here.
import { getRouteApi } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { resetPasswordByLink } from '../api/auth';
import { PasswordLinkForm } from './password-link-form';

const route = getRouteApi('/admin/reset-password/$token');

export function ResetPasswordPage() {
  const { token } = route.useParams();
  useDocumentTitle('Reset password');
  return (
    <main className="login">
      <PasswordLinkForm
        title="Choose a new password"
        intro="Your other devices are signed out once it is set."
        submitLabel="Set password and sign in"
        send={(password) => resetPasswordByLink(token, password)}
        success="Password updated successfully!"
      />
    </main>
  );
}
