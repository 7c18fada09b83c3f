// Login, the signed-in admin, and password change.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.js';
import { AdminErrorResponses, adminSecurity, ErrorResponses, MessageResponse } from '../../lib/schemas.js';
import { AdminUser, LoginBody, LoginResponse, ResetPasswordBody, ResetPasswordResponse } from './schema.js';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '5 minutes' };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResponse, ...ErrorResponses, 401: MessageResponse, 429: MessageResponse },
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      const { password } = request.body;
      if (!email || !password) throw new BadRequestError('Email and password are required');
      const user = await app.adminUsers.authenticate(email, password);
      return { token: app.issueToken(user), user };
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        ...adminSecurity,
        response: { 200: AdminUser, ...AdminErrorResponses },
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
      config: { affectsPublicData: false },
      onRequest: [app.authenticate],
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        ...adminSecurity,
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, ...AdminErrorResponses },
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
      config: { affectsPublicData: false },
      onRequest: [app.authenticate],
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        ...adminSecurity,
        response: { 200: MessageResponse, ...AdminErrorResponses },
      },
    },
    async (request) => {
      app.adminUsers.endSession(request.user.sid);
      return { message: 'Logged out' };
    },
  );
};
