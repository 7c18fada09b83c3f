// /admin/invite/{token}: the page of an owner's invite link; setting a password creates the owner's account (or, for
// an e-mail that has one, its password adds the store) and signs them in.
import { SITE_NAME } from '@offerboard/shared-types/site';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ErrorState, Loading } from '../../../components/states';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { queryKeys } from '../../../lib/query-keys';
import { acceptInvite, getInvite } from '../api/auth';
import { PasswordLinkForm } from './password-link-form';

const route = getRouteApi('/admin/invite/$token');

export function InvitePage() {
  const { token } = route.useParams();
  const invite = useQuery({ queryKey: queryKeys.invites.of(token), queryFn: () => getInvite(token), retry: false });
  useDocumentTitle('Accept invite');

  if (invite.isPending) return <Loading />;
  if (invite.isError) {
    return (
      <main className="login">
        <div className="login-card">
          <ErrorState message={errorMessage(invite.error, 'This invite link is not valid')} />
          <Link to="/admin/login">Go to sign in</Link>
        </div>
      </main>
    );
  }
  const { storeName, email, existingAccount } = invite.data;
  return (
    <main className="login">
      <PasswordLinkForm
        title={`Manage ${storeName}`}
        intro={
          existingAccount
            ? `Sign in as ${email} to add ${storeName} to your stores.`
            : `Choose a password for ${email} to manage ${storeName} on ${SITE_NAME}.`
        }
        existingAccount={existingAccount}
        submitLabel={existingAccount ? 'Add the store' : 'Set password and sign in'}
        send={(password) => acceptInvite(token, password)}
        success={`Welcome! You now manage ${storeName}.`}
      />
    </main>
  );
}
