// The admin calls every managed record (category, location, offer type, banner, store, offer, message) has in the
// same shape: create one, read, update or delete one by id. The repository throws NotFoundError for an unknown id (404).
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AuditSpec } from './audit.js';
import { IdParams, idParams, toId } from './ids.js';
import { type FileLimit, type MultipartForm, readMultipart } from './multipart.js';
import type { OwnerAccess } from './owner-access.js';
import { documented, type RouteApp, type RouteCall } from './route-app.js';
import { MessageResponse } from './schemas.js';

/** A create or update: its path parameters, its form (multipart) or JSON body, and the record it answers. */
interface WriteCall extends RouteCall {
  audit: AuditSpec;
  params?: TSchema;
  body: TSchema;
  response: TSchema;
  /** May be refused with 409: its name is taken, or the record was changed meanwhile. */
  conflict?: boolean;
  /** Sent as a multipart form with at most these files; the route must be in a multipartScope. */
  form?: FileLimit;
  /** Opens the write to the owners of the record's store (lib/owner-access.ts). */
  owner?: OwnerAccess;
}

/** What a write works from: the form of a call with a `form`, else its JSON body. */
type Input<Call extends WriteCall> = Call extends { form: FileLimit } ? MultipartForm : Static<Call['body']>;

type Answer<Call extends WriteCall> = Static<Call['response']> | Promise<Static<Call['response']>>;

/** A create's request, for the path parameters it may have (the store an ad is created in). */
type CreateRequest<Call extends WriteCall> = FastifyRequest<{
  Params: Call extends { params: infer Params extends TSchema } ? Static<Params> : unknown;
}>;

/** The form a write works from, or its JSON body (Input gives the handler its type from the call). */
async function inputOf(request: FastifyRequest, call: WriteCall): Promise<never> {
  return (call.form ? await readMultipart(request, call.form) : request.body) as never;
}

/** The route options of a write that answers its record with `status`. */
function writeOptions(call: WriteCall, status: 200 | 201) {
  return {
    config: { admin: true, audit: call.audit, ...(call.owner && { owner: call.owner }) },
    schema: {
      ...documented(call),
      ...(call.params && { params: call.params }),
      body: call.body,
      response: { [status]: call.response, ...(call.conflict ? { 409: MessageResponse } : {}) },
    },
  };
}

/** POST path: `create` makes the record from the body or form; the call answers it with 201. */
export function createRoute<Call extends WriteCall>(
  app: RouteApp,
  call: Call,
  create: (input: Input<Call>, request: CreateRequest<Call>) => Answer<Call>,
): void {
  app.post(call.path, writeOptions(call, 201), async (request, reply) =>
    reply.status(201).send(await create(await inputOf(request, call), request as CreateRequest<Call>)),
  );
}

/**
 * PUT path: `update` changes the record whose id is the path parameter `idParam` (`id` unless the call names another)
 * from the body or form; the call answers it.
 */
export function updateRoute<Call extends WriteCall & { idParam?: string; params?: undefined }>(
  app: RouteApp,
  call: Call,
  update: (id: number, input: Input<Call>, request: FastifyRequest) => Answer<Call>,
): void {
  const idParam = call.idParam ?? 'id';
  const params = idParams(idParam);
  app.put(call.path, writeOptions({ ...call, params }, 200), async (request) =>
    update(toId(String((request.params as Record<string, string>)[idParam])), await inputOf(request, call), request),
  );
}

/** GET path (with `:id` in it): the record with that id, as `response` describes it; `owner` opens it to owners. */
export function getByIdRoute<Record extends TSchema>(
  app: RouteApp,
  call: RouteCall & { response: Record; owner?: OwnerAccess },
  find: (id: number) => Static<Record>,
): void {
  // Checked here against the caller's schema; the type provider cannot resolve a generic one.
  const response: TSchema = call.response;
  app.get(
    call.path,
    {
      config: { admin: true, ...(call.owner && { owner: call.owner }) },
      schema: { ...documented(call), params: IdParams, response: { 200: response } },
    },
    async (request) => find(toId(request.params.id)),
  );
}

/** DELETE path (with `:id` in it): `remove` deletes the record and what hangs on it; the call answers `message`. */
export function deleteByIdRoute(
  app: RouteApp,
  call: RouteCall & {
    audit: AuditSpec;
    message: string;
    /** Refused while the record is in use (409). */
    inUse?: boolean;
    /** The record is not shown on the public site (a visitor's message). */
    privateRecord?: boolean;
  },
  remove: (id: number) => unknown,
): void {
  app.delete(
    call.path,
    {
      config: { admin: true, audit: call.audit, ...(call.privateRecord ? { affectsPublicData: false } : {}) },
      schema: {
        ...documented(call),
        params: IdParams,
        response: { 200: MessageResponse, ...(call.inUse ? { 409: MessageResponse } : {}) },
      },
    },
    async (request) => {
      await remove(toId(request.params.id));
      return { message: call.message };
    },
  );
}
