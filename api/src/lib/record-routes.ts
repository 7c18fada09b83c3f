// The admin calls every managed record (category, location, offer type, banner, store, message) has in the same
// shape: create one, read, update or delete one by id. The repository throws NotFoundError for an unknown id (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AuditSpec } from './audit.js';
import { IdParams, toId } from './ids.js';
import { type FileLimit, type MultipartForm, readMultipart } from './multipart.js';
import { MessageResponse } from './schemas.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

interface RecordCall {
  /** With `:id` in it. */
  path: string;
  operationId: string;
  tags: string[];
}

/** A create or update: its path parameters, its form (multipart) or JSON body, and the record it answers. */
interface WriteCall<Params extends TSchema, Body extends TSchema, Record extends TSchema> extends RecordCall {
  description?: string;
  audit: AuditSpec;
  params?: Params;
  body: Body;
  response: Record;
  /** May be refused with 409: its name is taken, or the record was changed meanwhile. */
  conflict?: boolean;
  /** Sent as a multipart form with at most these files; the route must be in a multipartScope. */
  form?: FileLimit;
}

type WriteRequest<Params extends TSchema, Body extends TSchema> = FastifyRequest<{
  Params: Static<Params>;
  Body: Static<Body>;
}>;

type Answer<Record extends TSchema> = Static<Record> | Promise<Static<Record>>;

type Write<Params extends TSchema, Body extends TSchema, Record extends TSchema> = (
  request: WriteRequest<Params, Body>,
) => Answer<Record>;

/** A write of a multipart form: it gets the form as readMultipart read it. */
type FormWrite<Params extends TSchema, Body extends TSchema, Record extends TSchema> = (
  request: WriteRequest<Params, Body>,
  form: MultipartForm,
) => Answer<Record>;

type FormCall<Params extends TSchema, Body extends TSchema, Record extends TSchema> = WriteCall<
  Params,
  Body,
  Record
> & {
  form: FileLimit;
};

/** Runs `write` on the request, and on its form when the call takes one (the overloads pair the two). */
async function written<Params extends TSchema, Body extends TSchema, Record extends TSchema>(
  request: FastifyRequest,
  call: WriteCall<Params, Body, Record>,
  write: FormWrite<Params, Body, Record>,
): Promise<Static<Record>> {
  const typed = request as WriteRequest<Params, Body>;
  if (call.form) return write(typed, await readMultipart(request, call.form));
  return (write as Write<Params, Body, Record>)(typed);
}

/** The route options of a write that answers its record with `status`. */
function writeOptions<Params extends TSchema, Body extends TSchema, Record extends TSchema>(
  call: WriteCall<Params, Body, Record>,
  status: 200 | 201,
) {
  // Checked here against the caller's schemas; the type provider cannot resolve generic ones.
  const body: TSchema = call.body;
  const response: TSchema = call.response;
  return {
    config: { admin: true, audit: call.audit },
    schema: {
      operationId: call.operationId,
      tags: call.tags,
      description: call.description,
      ...(call.params && { params: call.params as TSchema }),
      body,
      response: { [status]: response, ...(call.conflict ? { 409: MessageResponse } : {}) },
    },
  };
}

/** POST path: `create` makes the record from the request (and its form); the call answers it with 201. */
export function createRoute<Params extends TSchema, Body extends TSchema, Record extends TSchema>(
  app: App,
  call: FormCall<Params, Body, Record>,
  create: FormWrite<Params, Body, Record>,
): void;
export function createRoute<Params extends TSchema, Body extends TSchema, Record extends TSchema>(
  app: App,
  call: WriteCall<Params, Body, Record>,
  create: Write<Params, Body, Record>,
): void;
export function createRoute<Params extends TSchema, Body extends TSchema, Record extends TSchema>(
  app: App,
  call: WriteCall<Params, Body, Record>,
  create: FormWrite<Params, Body, Record>,
): void {
  app.post(call.path, writeOptions(call, 201), async (request, reply) =>
    reply.status(201).send(await written(request, call, create)),
  );
}

/**
 * PUT path: `update` changes the record the path names (`:id` unless `params` says otherwise) from the request (and
 * its form); the call answers it.
 */
export function updateRoute<
  Params extends TSchema = typeof IdParams,
  Body extends TSchema = TSchema,
  Record extends TSchema = TSchema,
>(app: App, call: FormCall<Params, Body, Record>, update: FormWrite<Params, Body, Record>): void;
export function updateRoute<
  Params extends TSchema = typeof IdParams,
  Body extends TSchema = TSchema,
  Record extends TSchema = TSchema,
>(app: App, call: WriteCall<Params, Body, Record>, update: Write<Params, Body, Record>): void;
export function updateRoute<Params extends TSchema, Body extends TSchema, Record extends TSchema>(
  app: App,
  call: WriteCall<Params, Body, Record>,
  update: FormWrite<Params, Body, Record>,
): void {
  app.put(call.path, writeOptions({ params: IdParams, ...call }, 200), (request) => written(request, call, update));
}

/** GET path: the record with that id, as `response` describes it. */
export function getByIdRoute<Record extends TSchema>(
  app: App,
  call: RecordCall & { response: Record },
  find: (id: number) => Static<Record>,
): void {
  // Checked here against the caller's schema; the type provider cannot resolve a generic one.
  const response: TSchema = call.response;
  app.get(
    call.path,
    {
      config: { admin: true },
      schema: { operationId: call.operationId, tags: call.tags, params: IdParams, response: { 200: response } },
    },
    async (request) => find(toId(request.params.id)),
  );
}

/** DELETE path: `remove` deletes the record (and what hangs on it), then the call answers `message`. */
export function deleteByIdRoute(
  app: App,
  call: RecordCall & {
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
        operationId: call.operationId,
        tags: call.tags,
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
