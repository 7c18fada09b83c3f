// The two admin calls every managed record (category, location, offer type, banner, store, message) has in the same
// shape: read one by id and delete one by id. The repository throws NotFoundError for an unknown id (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
