// Admin sign-in: the accounts (the operator's and store owners'), signed session tokens, and the one place that
// enforces who may call an admin route: `config: { admin: true }` makes it need a token and be the operator's, and
// `config.owner` (lib/owner-access.ts) opens it to the owners of the record's store.
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/schema.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../lib/errors.js';
import { type OwnerAccess, STORE_OF } from '../lib/owner-access.js';
import { AdminErrorResponses } from '../lib/schemas.js';
import { type AdminUser, AdminUsers } from '../services/admin-users.js';

const TOKEN_LIFETIME_SECONDS = 12 * 3600;
const SESSION_ENDED = 'Your session has expired or is invalid. Please log in again.';
const OPERATOR_ONLY = 'Only the operator may do this';
const NOT_YOUR_STORE = 'This is not one of your stores';

interface TokenClaims {
  sub: string;
  email: string;
  sid: string;
}

/** The signed-in account of a request: its token's claims and its role (read from the account, not the token). */
export type SignedIn = TokenClaims & { role: Role };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: SignedIn;
  }
}

/** A route as the route-security test sees it: who may call it. */
export interface RouteRoles {
  method: string;
  url: string;
  owner?: OwnerAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminUsers: AdminUsers;
    /** Starts a session for the account and returns its signed token. */
    issueToken: (user: AdminUser) => string;
    /** The signed-in account when the request carries a valid token of a live session; undefined otherwise. */
    signedInAdmin: (request: FastifyRequest) => SignedIn | undefined;
    /** Every admin route and whether owners may call it. */
    adminRoutes: RouteRoles[];
  }
  interface FastifyContextConfig {
    /**
     * An admin route: it answers 401 without a valid token and 403 to an owner (unless `owner` opens it to them), and
     * OpenAPI documents it as needing the bearer token and answering 401 and 403. This flag is the route's only
     * declaration of all of it.
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
    // A valid signature is not enough: the token's session must still exist (logout, password changes and revoking an
    // owner end it).
    app.decorate('signedInAdmin', (request: FastifyRequest): SignedIn | undefined => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return undefined;
      let claims: TokenClaims;
      try {
        claims = app.jwt.verify<TokenClaims>(token);
      } catch {
        return undefined;
      }
      const user = typeof claims.sid === 'string' ? adminUsers.sessionUser(claims.sid, Number(claims.sub)) : undefined;
      return user ? { sub: claims.sub, email: claims.email, sid: claims.sid, role: user.role } : undefined;
    });

    const adminRoutes: RouteRoles[] = [];
    app.decorate('adminRoutes', adminRoutes);

    const authenticate = (owner: OwnerAccess | undefined) => async (request: FastifyRequest) => {
      const signedIn = app.signedInAdmin(request);
      if (!signedIn) throw new UnauthorizedError(SESSION_ENDED);
      if (signedIn.role !== 'operator' && !owner) throw new ForbiddenError(OPERATOR_ONLY);
      request.user = signedIn;
    };
    // An owner's call on a record: the record's store must be one of theirs. Checked before the body is validated,
    // so another store's record answers 403 whatever the body says.
    const checkOwnership = (owner: Exclude<OwnerAccess, 'account'>) => async (request: FastifyRequest) => {
      if (request.user.role === 'operator') return;
      const id = Number((request.params as Record<string, unknown>)[owner.param]);
      const storeId = Number.isSafeInteger(id) ? STORE_OF[owner.record](app.db, id) : undefined;
      if (storeId === undefined) throw new NotFoundError(`No such ${owner.record}`);
      if (!adminUsers.ownsStore(Number(request.user.sub), storeId)) throw new ForbiddenError(NOT_YOUR_STORE);
    };

    app.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      const owner = route.config?.owner;
      if (route.config?.admin !== true) {
        // Security documented without the check (or the check written by hand) would let the two drift apart.
        if (schema.security) throw new Error(`${route.method} ${route.url}: mark an admin route with config.admin`);
        if (owner) throw new Error(`${route.method} ${route.url}: config.owner needs config.admin`);
        return;
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, owner });
      }
      route.onRequest = [authenticate(owner), ...[route.onRequest ?? []].flat()];
      if (owner && owner !== 'account') {
        route.preValidation = [checkOwnership(owner), ...[route.preValidation ?? []].flat()];
      }
      route.schema = {
        ...schema,
        security: [{ bearerAuth: [] }],
        response: { ...AdminErrorResponses, ...(schema.response as object | undefined) },
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
