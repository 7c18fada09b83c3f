// Admin sign-in: the admin account, signed session tokens, and the one declaration that makes a route an admin route.
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/errors.js';
import { AdminErrorResponses } from '../lib/schemas.js';
import { type AdminUser, AdminUsers } from '../services/admin-users.js';

const TOKEN_LIFETIME_SECONDS = 12 * 3600;
const SESSION_ENDED = 'Your session has expired or is invalid. Please log in again.';

interface TokenClaims {
  sub: string;
  email: string;
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    adminUsers: AdminUsers;
    /** Starts a session for the admin and returns its signed token. */
    issueToken: (user: AdminUser) => string;
    /** The token's claims when the request carries a valid token of a live session; undefined otherwise. */
    signedInAdmin: (request: FastifyRequest) => TokenClaims | undefined;
  }
  interface FastifyContextConfig {
    /**
     * An admin route: it answers 401 without a valid token, and OpenAPI documents it as needing the bearer token
     * and answering 401. This flag is the route's only declaration of both.
     */
    admin?: boolean;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const adminUsers = new AdminUsers(app.db);
    app.decorate('adminUsers', adminUsers);
    if (config.adminPassword) await adminUsers.ensureAdmin(config.adminEmail, config.adminPassword);

    await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { expiresIn: TOKEN_LIFETIME_SECONDS } });
    app.decorate('issueToken', (user: AdminUser) => {
      const sid = adminUsers.startSession(Number(user._id), TOKEN_LIFETIME_SECONDS * 1000);
      return app.jwt.sign({ sub: user._id, email: user.email, sid });
    });
    // A valid signature is not enough: the token's session must still exist (logout and password changes end it).
    app.decorate('signedInAdmin', (request: FastifyRequest) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return undefined;
      let claims: TokenClaims;
      try {
        claims = app.jwt.verify<TokenClaims>(token);
      } catch {
        return undefined;
      }
      const live = typeof claims.sid === 'string' && adminUsers.sessionUser(claims.sid, Number(claims.sub));
      return live ? claims : undefined;
    });

    const authenticate = async (request: FastifyRequest) => {
      const claims = app.signedInAdmin(request);
      if (!claims) throw new UnauthorizedError(SESSION_ENDED);
      request.user = claims;
    };
    app.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      if (route.config?.admin !== true) {
        // Security documented without the check (or the check written by hand) would let the two drift apart.
        if (schema.security) throw new Error(`${route.method} ${route.url}: mark an admin route with config.admin`);
        return;
      }
      route.onRequest = [authenticate, ...[route.onRequest ?? []].flat()];
      route.schema = {
        ...schema,
        security: [{ bearerAuth: [] }],
        response: { ...AdminErrorResponses, ...(schema.response as object | undefined) },
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
