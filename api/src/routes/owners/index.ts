// Store owners' accounts: the operator's invites and revokes on a store's screen, the invite link's page and its
// acceptance, and password resets by e-mail (for every account). Mails go out over SMTP when it is configured.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE_NAME } from '@offerboard/shared-types/site';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../lib/audit.js';
import { audit } from '../../lib/audit.js';
import { IdParams, toId } from '../../lib/ids.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import type { AdminUser } from '../../services/admin-users.js';
import { OwnerInvites } from '../../services/owner-invites.js';
import { PasswordResets } from '../../services/password-resets.js';
import {
  InviteView,
  OwnerInviteBody,
  OwnerInviteCreated,
  PasswordBody,
  PasswordResetRequestBody,
  SignedInResponse,
  StoreInviteParams,
  StoreOwnerParams,
  StoreOwners,
  TokenParams,
} from './schema.js';

const tags = ['owners'];
/** Asking for reset links: per address, on top of the per-account limit of services/password-resets.ts. */
export const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
const LinkErrors = { ...ErrorResponses, 403: MessageResponse, 409: MessageResponse, 410: MessageResponse };

export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invites = new OwnerInvites(app.db, app.adminUsers);
  const resets = new PasswordResets(app.db, app.adminUsers);
  const { mailer } = app;
  const adminLink = (path: string) => `${app.config.adminOrigin}/admin/${path}`;

  /** The links' calls need no token; their entry names the account they signed in. */
  const auditSignIn = (request: FastifyRequest, action: AuditAction, user: AdminUser) =>
    app.auditLog.record([
      {
        at: Date.now(),
        actorId: Number(user._id),
        actorEmail: user.email,
        address: request.ip,
        action,
        itemType: 'admin',
        itemId: user._id,
        itemName: user.email,
        changes: null,
      },
    ]);

  app.get(
    '/stores/:id/owners',
    {
      config: { admin: true },
      schema: { operationId: 'listStoreOwners', tags, params: IdParams, response: { 200: StoreOwners } },
    },
    async (request) => invites.ofStore(toId(request.params.id)),
  );

  app.post(
    '/stores/:id/owner-invites',
    {
      config: { admin: true, audit: audit.create('invite'), affectsPublicData: false },
      schema: {
        operationId: 'inviteStoreOwner',
        tags,
        description:
          'Invites an e-mail to own the store: a single-use link valid for 7 days, e-mailed when SMTP is configured. ' +
          'A new invite replaces a pending one for the same e-mail; for an e-mail that owns stores it adds this one.',
        params: IdParams,
        body: OwnerInviteBody,
        response: { 201: OwnerInviteCreated, 409: MessageResponse },
      },
    },
    async (request, reply) => {
      const invite = invites.invite(toId(request.params.id), request.body.email);
      const url = adminLink(`invite/${invite.token}`);
      let emailed = false;
      if (mailer) {
        emailed = await mailer
          .send({
            to: invite.email,
            subject: `You are invited to manage ${invite.storeName} on ${SITE_NAME}`,
            text:
              `You have been invited to manage the offers of ${invite.storeName}.\n\n` +
              `Open this link to accept (it works once, until ${invite.expiresAt.toUTCString()}):\n${url}\n`,
          })
          .then(
            () => true,
            (error: unknown) => {
              request.log.error({ err: error }, 'sending the owner invite failed');
              return false;
            },
          );
      }
      reply.code(201);
      return { _id: invite.id, url, expiresAt: invite.expiresAt.toISOString(), emailed };
    },
  );

  app.delete(
    '/stores/:id/owner-invites/:inviteId',
    {
      config: { admin: true, audit: audit.delete('invite', 'inviteId'), affectsPublicData: false },
      schema: { operationId: 'revokeOwnerInvite', tags, params: StoreInviteParams, response: { 200: MessageResponse } },
    },
    async (request) => {
      invites.revokeInvite(toId(request.params.id), toId(request.params.inviteId));
      return { message: 'Invite revoked' };
    },
  );

  app.delete(
    '/stores/:id/owners/:userId',
    {
      config: { admin: true, audit: audit.on('revoke', 'admin', 'userId'), affectsPublicData: false },
      schema: {
        operationId: 'revokeStoreOwner',
        tags,
        description:
          'Takes the store from the owner and ends all of their sessions; an owner left without stores is removed.',
        params: StoreOwnerParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      invites.revokeOwner(toId(request.params.id), toId(request.params.userId));
      return { message: 'Owner revoked' };
    },
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        operationId: 'getInvite',
        tags,
        description: 'Which store and e-mail an invite link is for: 404 unknown, 410 used or expired.',
        params: TokenParams,
        response: { 200: InviteView, ...LinkErrors },
      },
    },
    async (request) => invites.describe(request.params.token),
  );

  app.post(
    '/invites/:token/accept',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: {
        operationId: 'acceptInvite',
        tags,
        description:
          "Creates the owner's account with this password (or, for an e-mail that has one, adds the store once the " +
          'password is its own) and signs it in, as /login answers.',
        params: TokenParams,
        body: PasswordBody,
        response: { 200: SignedInResponse, ...LinkErrors },
      },
    },
    async (request) => {
      const user = await invites.accept(request.params.token, request.body.password);
      auditSignIn(request, 'accept-invite', user);
      return { token: app.issueToken(user), user };
    },
  );

  app.post(
    '/password-resets',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        description:
          'Mails a single-use link valid for an hour to the account with this e-mail, when SMTP is configured. ' +
          'Answers 202 whether or not there is such an account.',
        body: PasswordResetRequestBody,
        response: { 202: MessageResponse, ...ErrorResponses, 429: MessageResponse },
      },
    },
    async (request, reply) => {
      const issued = mailer && resets.request(request.body.email);
      if (issued) {
        const url = adminLink(`reset-password/${issued.token}`);
        // Not awaited: an answer that waited for the mail would tell which e-mails have an account.
        mailer
          .send({
            to: issued.user.email,
            subject: `Reset your ${SITE_NAME} password`,
            text:
              `Someone (hopefully you) asked to reset the password of ${issued.user.email}.\n\n` +
              `Open this link within an hour to choose a new one (it works once):\n${url}\n\n` +
              'If it was not you, ignore this mail: your password stays as it is.\n',
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'sending a password reset failed'));
      } else if (!mailer) {
        request.log.warn('a password reset was asked for, but SMTP_URL is not configured');
      }
      reply.code(202);
      return { message: 'If an account has this e-mail, a link to reset its password is on its way.' };
    },
  );

  app.post(
    '/password-resets/:token',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: {
        operationId: 'resetPasswordByLink',
        tags,
        description: "Sets the account's password through a reset link, ends all of its sessions and signs it in anew.",
        params: TokenParams,
        body: PasswordBody,
        response: { 200: SignedInResponse, ...LinkErrors },
      },
    },
    async (request) => {
      const user = await resets.reset(request.params.token, request.body.password);
      auditSignIn(request, 'password-reset', user);
      return { token: app.issueToken(user), user };
    },
  );
};
