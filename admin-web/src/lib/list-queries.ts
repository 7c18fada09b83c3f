// The reads of a resource's lists, built one way: the query of one list for what it is read with, under the
// resource's `list(filters)` key of lib/query-keys.ts.
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

interface ListOptions {
  /** A paged list keeps the page on screen while the next one loads, instead of showing Loading. */
  paged?: boolean;
  /** How long a read stays fresh, where it differs from the client's default. */
  staleTime?: number;
}

export function listQuery<Filters = void, Data = unknown>(
  keys: { list: (filters: NoInfer<Filters>) => QueryKey },
  read: (filters: Filters) => Promise<Data>,
  { paged = false, staleTime }: ListOptions = {},
) {
  return (filters: Filters) =>
    queryOptions({
      queryKey: keys.list(filters),
      queryFn: () => read(filters),
      ...(paged && { placeholderData: keepPreviousData }),
      ...(staleTime !== undefined && { staleTime }),
    });
}
