// Builds the Fastify app (no listening here): plugins first, then every route under /backendapi/api.

import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SITE_NAME } from '@offerboard/shared-types/site';
import type { FastifyLoggerOptions } from 'fastify';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { answerCachedRead } from './lib/cached-reply.js';
import { responseSerializers } from './lib/compiled-schemas.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { createHttpServer, withSingleSlashes } from './lib/http-server.js';
import { RequestLogs, requestId, requestLogger } from './lib/request-logs.js';
import { answerClientError, guardSlowClients } from './lib/slow-clients.js';
import { requestValidatorCompiler } from './lib/validation.js';
import auditPlugin from './plugins/audit.js';
import authPlugin from './plugins/auth.js';
import countersPlugin from './plugins/counters.js';
import dbPlugin from './plugins/db.js';
import housekeepingPlugin from './plugins/housekeeping.js';
import imagesPlugin from './plugins/images.js';
import mailPlugin from './plugins/mail.js';
import prerenderPlugin from './plugins/prerender.js';
import publicCachePlugin from './plugins/public-cache.js';
import { apiRoutes } from './routes/index.js';
import { PublicData } from './services/public-data.js';

export const API_PREFIX = '/backendapi/api';
const UPLOADS_CSP = "default-src 'none'; sandbox";

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Malformed URLs and over-long path parameters get the same `{ message }` shape as every other error. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : 400).send({ message: tooLong ? 'Invalid id' : 'Malformed URL' });
}

/**
 * `logStream`: where the log lines go instead of stdout (tests read them); `onStatement`: given every SQL statement
 * the database connection runs (a test reads their query plans).
 */
export async function buildApp(
  config: AppConfig,
  options: { logStream?: FastifyLoggerOptions['stream']; onStatement?: (sql: string) => void } = {},
) {
  const { timeouts } = config;
  // Made here, for the HTTP server that answers repeated public reads from it and for the routes that fill it.
  const publicData = new PublicData(config.regionTz);
  const app = Fastify({
    logger: { level: config.logLevel, stream: options.logStream },
    logController: new RequestLogs(),
    childLoggerFactory: requestLogger,
    genReqId: requestId,
    trustProxy: 'loopback',
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
    rewriteUrl: (request) => withSingleSlashes(request.url ?? '/'),
    serverFactory: (fastify) =>
      createHttpServer(timeouts, fastify, (request, response) => answerCachedRead(publicData, request, response)),
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: { buildSerializer: responseSerializers } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler());
  // The id the log line carries, for a client (or Caddy's access log) to quote.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  guardSlowClients(app, timeouts);

  app.decorate('config', config);
  await app.register(dbPlugin, { onStatement: options.onStatement });
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(housekeepingPlugin);
  await app.register(imagesPlugin);
  await app.register(publicCachePlugin, { publicData });
  await app.register(countersPlugin);
  await app.register(mailPlugin);

  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${SITE_NAME} API`,
        version: '1.0.0',
        description: 'Regional offers directory: public and admin calls.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/backendapi/docs' });

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

  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(prerenderPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
