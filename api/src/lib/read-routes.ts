// The two kinds of GET call: a visitor's, served from the public-data cache, and an admin's, which needs a token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { type CacheMiss, sendCached } from './cached-reply.js';
import type { OwnerAccess } from './owner-access.js';
import { documented, type RouteApp, type RouteCall } from './route-app.js';
import { ErrorResponses } from './schemas.js';

interface ReadCall<Params extends TSchema, Query extends TSchema, Response extends TSchema> extends RouteCall {
  params?: Params;
  querystring?: Query;
  /** The 200 answer. */
  response: Response;
}

type ReadRequest<Params extends TSchema, Query extends TSchema> = FastifyRequest<{
  Params: Static<Params>;
  Querystring: Static<Query>;
}>;

function readSchema<Params extends TSchema, Query extends TSchema, Response extends TSchema>(
  call: ReadCall<Params, Query, Response>,
  errors: object,
) {
  // Checked here against the caller's schemas; the type provider cannot resolve generic ones.
  const response: TSchema = call.response;
  return {
    ...documented(call),
    ...(call.params && { params: call.params as TSchema }),
    ...(call.querystring && { querystring: call.querystring as TSchema }),
    response: { 200: response, ...errors },
  };
}

/**
 * GET path for visitors, answered from the public-data cache: `miss` names the request's entry and loads it. A call
 * with path or query parameters may refuse them (400) or find nothing (404).
 */
export function cachedRead<Params extends TSchema, Query extends TSchema, Response extends TSchema>(
  app: RouteApp,
  call: ReadCall<Params, Query, Response>,
  miss: (request: ReadRequest<Params, Query>) => CacheMiss,
): void {
  const errors = call.params || call.querystring ? ErrorResponses : {};
  app.get(call.path, { schema: readSchema(call, errors) }, (request, reply) =>
    sendCached(app, reply, () => miss(request as ReadRequest<Params, Query>)),
  );
}

/** GET path for visitors that takes no parameters: its one answer, `load`ed once, is cached under the path. */
export function cachedList<Response extends TSchema>(
  app: RouteApp,
  call: ReadCall<TSchema, TSchema, Response> & { params?: undefined; querystring?: undefined },
  load: () => unknown,
): void {
  cachedRead(app, call, () => ({ key: call.path, load }));
}

/**
 * GET path for the operator (and for owners on their own stores' records with `owner`): `read` answers it, with its
 * return value or by sending the answer itself on `reply` (and returning it).
 */
export function adminRead<Params extends TSchema, Query extends TSchema, Response extends TSchema>(
  app: RouteApp,
  call: ReadCall<Params, Query, Response> & { owner?: OwnerAccess },
  read: (
    request: ReadRequest<Params, Query>,
    reply: FastifyReply,
  ) => Static<Response> | FastifyReply | Promise<Static<Response>>,
): void {
  const config = { admin: true, ...(call.owner && { owner: call.owner }) };
  app.get(call.path, { config, schema: readSchema(call, {}) }, async (request, reply) =>
    read(request as ReadRequest<Params, Query>, reply),
  );
}
