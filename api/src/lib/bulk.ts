// Bulk actions: the ids of the items in the body, a limit per request, and one answer saying how many changed.
import { Type } from 'typebox';
import { NotFoundError } from './errors.js';
import { IdString, toId } from './ids.js';

/** Enough for a page of rows and more; every action on them runs in one transaction. */
export const MAX_BULK_ITEMS = 100;

export const BulkIds = {
  ids: Type.Array(IdString, { minItems: 1, maxItems: MAX_BULK_ITEMS, uniqueItems: true }),
};

export const BulkBody = Type.Object(BulkIds);

export const BulkResult = Type.Object({ message: Type.String(), count: Type.Integer() });

export function bulkIds(ids: readonly string[]): number[] {
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
