// The reads of a resource's lists, built one way: the key every query of the resource starts with (`all`, what a
// write refreshes), the key of one list for what it is read with (`list(filters)`), and the query of that list.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

interface ListOptions {
  /** A paged list keeps the page on screen while the next one loads, instead of showing Loading. */
  paged?: boolean;
  /** How long a read stays fresh, where it differs from the client's default. */
  staleTime?: number;
}

export function listQueries<Filters = void, Data = unknown>(
  name: string,
  read: (filters: Filters) => Promise<Data>,
  { paged = false, staleTime }: ListOptions = {},
) {
  const keys = {
    all: [name] as const,
    list: (filters: Filters) => [name, 'list', filters] as const,
  };
  const query = (filters: Filters) =>
    queryOptions({
      queryKey: keys.list(filters),
      queryFn: () => read(filters),
      ...(paged && { placeholderData: keepPreviousData }),
      ...(staleTime !== undefined && { staleTime }),
    });
  return { keys, query };
}
