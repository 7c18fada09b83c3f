// What a category, location or offer type is used by, read when its delete dialog opens so the dialog says so (and
// where) before its Delete button rather than after a refused delete.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { countOf } from './format';
import { queryKeys } from './query-keys';

export type RecordUsage = ApiResponse<'/backendapi/api/category/{id}/usage'>;

/** Read afresh each time a dialog asks: a count kept from an earlier dialog may be out of date. */
export const recordUsageQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.recordUsage.of(path),
    queryFn: () => api.get(path).json<RecordUsage>(),
    staleTime: 0,
    gcTime: 0,
  });

/** 'A, B and C', or 'A, B, C, D, E and 3 more' past the names the API lists. */
function storeNames({ stores, storeNames: names }: RecordUsage): string {
  const more = stores - names.length;
  const listed = more > 0 ? [...names, `${more} more`] : names;
  return listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : (listed[0] ?? '');
}

/**
 * What keeps a record from being deleted, or undefined when nothing does: its stores (a category, a location) or its
 * offers (an offer type), by name, then what to do about them.
 */
export function usageWarning(usage: RecordUsage, counted: 'stores' | 'offers', remedy: string): string | undefined {
  if (counted === 'stores') {
    return usage.stores > 0
      ? `Used by ${countOf(usage.stores, ['store', 'stores'])}: ${storeNames(usage)}. ${remedy}`
      : undefined;
  }
  return usage.offers > 0
    ? `Used by ${countOf(usage.offers, ['offer', 'offers'])} at ${storeNames(usage)}. ${remedy}`
    : undefined;
}
