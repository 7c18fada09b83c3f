// Login (with its lock-out and the cookie that marks a device that signed in), logout, the signed-in admin, and
// password change.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors.js';
import { ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import { FailedLoginLog } from '../../services/failed-logins.js';
import { KnownDevices } from '../../services/known-devices.js';
import { LoginThrottle, lockedOutMessage } from '../../services/login-throttle.js';
import { AdminUser, LoginBody, LoginResponse, ResetPasswordBody, ResetPasswordResponse } from './schema.js';

/** A flood guard on password hashing, whatever the outcome; the lock-out proper counts failed logins only. */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const throttle = new LoginThrottle();
  const devices = new KnownDevices(app.config.jwtSecret);
  // Failed logins are audited here, counted per address (a successful one is audited as the route declares).
  const failedLogins = new FailedLoginLog(app.db);

  app.post(
    '/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT, audit: audit.login() },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResponse, ...ErrorResponses, 401: MessageResponse, 429: MessageResponse },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const { password } = request.body;
      if (!email || !password) throw new BadRequestError('Email and password are required');
      const device = devices.deviceOf(request, email);
      const lockedFor = throttle.lockedForSeconds(email, request.ip, device);
      if (lockedFor > 0) {
        failedLogins.failed(email, request.ip);
        reply.header('retry-after', String(lockedFor));
        throw new TooManyRequestsError(lockedOutMessage(lockedFor));
      }
      const user = await app.adminUsers.authenticate(email, password).catch((error: unknown) => {
        if (error instanceof UnauthorizedError) {
          throttle.failed(email, request.ip, device);
          failedLogins.failed(email, request.ip);
        }
        throw error;
      });
      throttle.succeeded(email, request.ip, device);
      devices.remember(request, reply, user.email);
      return { token: app.issueToken(user), user };
    },
  );

  app.get(
    '/me',
    {
      config: { admin: true, owner: 'account' },
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        response: { 200: AdminUser },
      },
    },
    async (request) => {
      const user = app.adminUsers.find(Number(request.user.sub));
      if (!user) throw new UnauthorizedError();
      return user;
    },
  );

  app.put(
    '/reset-password',
    {
      config: { admin: true, owner: 'account', audit: audit.ownAccount('password-change'), affectsPublicData: false },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      if (!currentPassword || !newPassword) throw new BadRequestError('Current and new password are required');
      const userId = Number(request.user.sub);
      await app.adminUsers.changePassword(userId, currentPassword, newPassword);
      // Every earlier token, this one included, has stopped working; the admin who changed it carries on with a new one.
      const user = app.adminUsers.find(userId);
      if (!user) throw new UnauthorizedError();
      return { message: 'Password updated successfully!', token: app.issueToken(user) };
    },
  );

  app.post(
    '/logout',
    {
      config: { admin: true, owner: 'account', audit: audit.ownAccount('logout'), affectsPublicData: false },
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      app.adminUsers.endSession(request.user.sid);
      return { message: 'Logged out' };
    },
  );
};
