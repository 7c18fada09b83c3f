// The admin calls every managed record (category, location, offer type, banner, store, message) has in the same
// shape: create one, read, update or delete one by id. The repository throws NotFoundError for an unknown id (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AuditSpec } from './audit.js';
import { IdParams, toId } from './ids.js';
import { MessageResponse } from './schemas.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

interface RecordCall {
  /** With `:id` in it. */
  path: string;
  operationId: string;
  tags: string[];
}

/** A create or update: its form (multipart) or JSON body, and the record it answers. */
interface WriteCall<Body extends TSchema, Record extends TSchema> extends RecordCall {
  audit: AuditSpec;
  body: Body;
  response: Record;
  /** Refused when another record already has its name (409). */
  nameTaken?: boolean;
}

type WriteRequest<Body extends TSchema> = FastifyRequest<{ Body: Static<Body> }>;

type Answer<Record extends TSchema> = Static<Record> | Promise<Static<Record>>;

/** The schema of a write that answers its record with `status`. */
function writeSchema<Body extends TSchema, Record extends TSchema>(call: WriteCall<Body, Record>, status: 200 | 201) {
  // Checked here against the caller's schemas; the type provider cannot resolve generic ones.
  const body: TSchema = call.body;
  const response: TSchema = call.response;
  return {
    operationId: call.operationId,
    tags: call.tags,
    body,
    response: { [status]: response, ...(call.nameTaken ? { 409: MessageResponse } : {}) },
  };
}

/** POST path: `create` makes the record from the request; the call answers it with 201. */
export function createRoute<Body extends TSchema, Record extends TSchema>(
  app: App,
  call: WriteCall<Body, Record>,
  create: (request: WriteRequest<Body>) => Answer<Record>,
): void {
  app.post(
    call.path,
    { config: { admin: true, audit: call.audit }, schema: writeSchema(call, 201) },
    async (request, reply) => reply.status(201).send(await create(request as WriteRequest<Body>)),
  );
}

/** PUT path (with `:id`): `update` changes the record with that id from the request; the call answers it. */
export function updateRoute<Body extends TSchema, Record extends TSchema>(
  app: App,
  call: WriteCall<Body, Record>,
  update: (id: number, request: WriteRequest<Body>) => Answer<Record>,
): void {
  app.put(
    call.path,
    { config: { admin: true, audit: call.audit }, schema: { params: IdParams, ...writeSchema(call, 200) } },
    async (request) => update(toId(request.params.id), request as WriteRequest<Body>),
  );
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
