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
import { requestValidatorCompiler } from './lib/validation.js';
import { apiRoutes } from './routes/index.js';
import { AdminUsers } from './services/admin-users.js';
import { DailyCounters } from './services/daily-counters.js';
import { imageReferences } from './services/image-references.js';
import { ImageStore } from './services/image-store.js';
import { PrerenderTrigger, runPrerenderScript } from './services/prerender-trigger.js';
import { PublicData } from './services/public-data.js';

export const API_PREFIX = '/backendapi/api';
const TOKEN_LIFETIME = '12h';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    images: ImageStore;
    publicData: PublicData;
    adminUsers: AdminUsers;
    dailyCounters: DailyCounters;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on admin writes that cannot change what the public sees (inbox, password). */
    affectsPublicData?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; email: string };
    user: { sub: string; email: string };
  }
}

/** Malformed URLs and over-long path parameters get the same `{ message }` shape as every other error. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : 400).send({ message: tooLong ? 'Invalid id' : 'Malformed URL' });
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
  app.addHook('onClose', () => trigger.stop());
}

export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: 'loopback',
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler());

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

  await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { expiresIn: TOKEN_LIFETIME } });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    try {
      await request.jwtVerify();
    } catch {
      throw new UnauthorizedError('Your session has expired or is invalid. Please log in again.');
    }
    if (!app.adminUsers.find(Number(request.user.sub))) throw new UnauthorizedError('Unknown user');
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

  await app.register(fastifyRateLimit, { global: false });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/backendapi/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
  });

  await app.register(apiRoutes, { prefix: API_PREFIX });
  if (config.prerender) watchPublicPages(app, config, config.prerender);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
