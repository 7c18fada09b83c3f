import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { LoginResponse } from '../auth/schema.js';

const Email = Type.String({ maxLength: 254 });
const Password = Type.String({ maxLength: 1024 });
const Token = Type.String({ minLength: 1, maxLength: 100 });

export const TokenParams = Type.Object({ token: Token });
export const StoreInviteParams = Type.Object({ id: IdString, inviteId: IdString });
export const StoreOwnerParams = Type.Object({ id: IdString, userId: IdString });

export const OwnerInviteBody = Type.Object({ email: Email });

export const OwnerInviteCreated = Type.Object({
  _id: IdString,
  url: Type.String({
    description: 'The invite link (single use): it is e-mailed when SMTP is configured, and only shown here',
  }),
  expiresAt: Type.String({ format: 'date-time' }),
  emailed: Type.Boolean({
    description: 'Whether the link was sent by e-mail (SMTP configured and the send succeeded)',
  }),
});

export const StoreOwners = Type.Object({
  owners: Type.Array(Type.Object({ _id: IdString, email: Type.String(), since: Type.String({ format: 'date-time' }) })),
  invites: Type.Array(
    Type.Object({
      _id: IdString,
      email: Type.String(),
      expiresAt: Type.String({ format: 'date-time' }),
      createdAt: Type.String({ format: 'date-time' }),
    }),
    { description: 'Pending invites: not used and not expired' },
  ),
});

export const InviteView = Type.Object({
  storeId: IdString,
  storeName: Type.String(),
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  existingAccount: Type.Boolean({
    description: 'The e-mail already has an account: accepting takes its current password and adds the store to it',
  }),
});

export const PasswordBody = Type.Object({ password: Password });
export const PasswordResetRequestBody = Type.Object({ email: Email });

/** Accepting an invite or resetting a password signs the account in, as /login answers. */
export const SignedInResponse = LoginResponse;
