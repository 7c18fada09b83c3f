// Builds the Fastify app (no listening here): plugins first, then every route under /backendapi/api.
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig, PrerenderConfig } from './config.js';
import { type Db, openDatabase } from './db/client.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { UnauthorizedError } from './lib/errors.js';
import { AdminErrorResponses } from './lib/schemas.js';
import { answerClientError, guardSlowClients } from './lib/slow-clients.js';
import { requestValidatorCompiler } from './lib/validation.js';
import { apiRoutes } from './routes/index.js';
import { type AdminUser, AdminUsers } from './services/admin-users.js';
import { DailyCounters } from './services/daily-counters.js';
import { imageReferences, referencedImages } from './services/image-references.js';
import { ImageStore } from './services/image-store.js';
import { removeOrphanUploads } from './services/orphan-uploads.js';
import { PrerenderTrigger, runPrerenderScript } from './services/prerender-trigger.js';
import { PublicData } from './services/public-data.js';

export const API_PREFIX = '/backendapi/api';
const TOKEN_LIFETIME_SECONDS = 12 * 3600;
const UPLOADS_CSP = "default-src 'none'; sandbox";
const SESSION_ENDED = 'Your session has expired or is invalid. Please log in again.';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    images: ImageStore;
    publicData: PublicData;
    adminUsers: AdminUsers;
    dailyCounters: DailyCounters;
    /** Starts a session for the admin and returns its signed token. */
    issueToken: (user: AdminUser) => string;
    /** The token's claims when the request carries a valid token of a live session; undefined otherwise. */
    signedInAdmin: (request: FastifyRequest) => TokenClaims | undefined;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An admin route: it answers 401 without a valid token, and OpenAPI documents it as needing the bearer token
     * and answering 401. This flag is the route's only declaration of both.
     */
    admin?: boolean;
    /** False on admin writes that cannot change what the public sees (inbox, password). */
    affectsPublicData?: boolean;
  }
}

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

/** Malformed URLs and over-long path parameters get the same `{ message }` shape as every other error. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : 400).send({ message: tooLong ? 'Invalid id' : 'Malformed URL' });
}

/**
 * Clients that build URLs as `${base}/${path}` from a base ending in '/' send '//' (`/backendapi//uploads/...`).
 * Collapsed before routing, so the router and the uploads' file server both see one slash (ADR 009).
 */
export function withSingleSlashes(url: string): string {
  if (!url.startsWith('/') || !url.includes('//')) return url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(/\/{2,}/g, '/') + (query === -1 ? '' : url.slice(query));
}

/** Regenerates the public site's pages after changes to public data and at each day boundary in the region. */
function watchPublicPages(app: FastifyInstance, config: AppConfig, prerender: PrerenderConfig): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const env = {
    API_ORIGIN: `http://${host.includes(':') ? `[${host}]` : host}:${config.apiPort}`,
    PUBLIC_ORIGIN: config.publicOrigin,
    PRERENDER_OUT_DIR: prerender.outDir,
  };
  const trigger = new PrerenderTrigger({
    run: () => runPrerenderScript(prerender.script, env),
    debounceMs: prerender.debounceMs,
    timeZone: config.regionTz,
    onError: (error) => app.log.error({ err: error }, 'regenerating the public pages failed'),
  });
  app.publicData.onChange(() => trigger.schedule());
  app.addHook('onReady', async () => trigger.start());
  // The prerender reads the API over HTTP: the catch-up run (changes while the API was down, or every page when
  // there are none yet) starts once it listens.
  app.addHook('onListen', async () => void trigger.runNow());
  app.addHook('onClose', () => trigger.stop());
}

export async function buildApp(config: AppConfig) {
  const { timeouts } = config;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: 'loopback',
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
    rewriteUrl: (request) => withSingleSlashes(request.url ?? '/'),
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.headersTimeout = timeouts.headersMs;
  app.setValidatorCompiler(requestValidatorCompiler());
  guardSlowClients(app, timeouts);

  const db = openDatabase(config.databaseFile);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('images', new ImageStore(config.uploadsDir, imageReferences(db)));
  app.decorate('publicData', new PublicData(config.regionTz));
  app.decorate('adminUsers', new AdminUsers(db));
  app.decorate('dailyCounters', new DailyCounters(db, config.regionTz));
  app.addHook('onClose', async () => db.$client.close());
  if (config.adminPassword) await app.adminUsers.ensureAdmin(config.adminEmail, config.adminPassword);

  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'OfferBoard API',
        version: '1.0.0',
        description: 'Regional offers directory: public and admin calls.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/backendapi/docs' });

  await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { expiresIn: TOKEN_LIFETIME_SECONDS } });
  app.decorate('issueToken', (user: AdminUser) => {
    const sid = app.adminUsers.startSession(Number(user._id), TOKEN_LIFETIME_SECONDS * 1000);
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
    const live = typeof claims.sid === 'string' && app.adminUsers.sessionUser(claims.sid, Number(claims.sub));
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
  // Every successful admin write may change what the public sees, unless its route says otherwise.
  // A callback hook, not an async one: it runs on every request, public reads included, and must cost nothing there.
  // The method is checked first: request.routeOptions builds a new object on every access.
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method !== 'GET' &&
      request.user &&
      reply.statusCode < 400 &&
      request.routeOptions.config.affectsPublicData !== false
    ) {
      app.publicData.changed();
    }
    done();
  });

  // A request whose connection broke while its headers were parsed (a malformed chunked body) has no address left.
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? request.raw.socket?.remoteAddress ?? 'unknown',
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/backendapi/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    // Uploads are checked images, but if a file were ever anything else a browser must neither sniff nor run it.
    setHeaders: (response) => {
      response.header('x-content-type-options', 'nosniff');
      response.header('content-security-policy', UPLOADS_CSP);
    },
  });
  app.addHook('onReady', async () => {
    const removed = await removeOrphanUploads(config.uploadsDir, referencedImages(db));
    app.log.info({ removed }, 'removed upload files that no record references');
  });

  await app.register(apiRoutes, { prefix: API_PREFIX });
  if (config.prerender) watchPublicPages(app, config, config.prerender);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
