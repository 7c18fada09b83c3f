// Bulk actions: the ids of the items in the body, a limit per request, and one answer saying how many changed.
import { type Static, type TObject, Type } from 'typebox';
import type { AuditSpec } from './audit.js';
import { NotFoundError } from './errors.js';
import { IdString, toId } from './ids.js';
import { documented, type RouteApp, type RouteCall } from './route-app.js';

/** Enough for a page of rows and more; every action on them runs in one transaction. */
export const MAX_BULK_ITEMS = 100;

export const BulkIds = {
  ids: Type.Array(IdString, { minItems: 1, maxItems: MAX_BULK_ITEMS, uniqueItems: true }),
};

const BulkBody = Type.Object(BulkIds);

export const BulkResult = Type.Object({ message: Type.String(), count: Type.Integer() });

type BulkAnswer = Static<typeof BulkResult>;

interface BulkCall<Body extends TObject> extends RouteCall {
  audit: AuditSpec;
  /** What the action takes besides the ids (BulkIds and more); the ids alone when absent. */
  body?: Body;
}

/** POST path: an admin action on the items the body lists by id; `act` does it and says how many changed. */
export function bulkRoute<Body extends TObject = typeof BulkBody>(
  app: RouteApp,
  call: BulkCall<Body>,
  act: (ids: number[], body: Static<Body>) => BulkAnswer | Promise<BulkAnswer>,
): void {
  // Checked here against the caller's schema; the type provider cannot resolve a generic one.
  const body: TObject = call.body ?? BulkBody;
  app.post(
    call.path,
    {
      config: { admin: true, audit: call.audit },
      schema: { ...documented(call), body, response: { 200: BulkResult } },
    },
    async (request) => {
      const fields = request.body as Static<Body> & { ids: string[] };
      return act(bulkIds(fields.ids), fields);
    },
  );
}

function bulkIds(ids: readonly string[]): number[] {
  return ids.map(toId);
}

/** '1 offer' / '3 offers'. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Thrown inside the transaction when some ids name nothing: the whole action is rolled back. */
export function notFoundAmong(missing: number, noun: string): NotFoundError {
  return new NotFoundError(
    `${countOf(missing, noun)} of the selection no longer ${missing === 1 ? 'exists' : 'exist'}; nothing was changed.`,
  );
}
