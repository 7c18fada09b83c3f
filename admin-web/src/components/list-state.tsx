// The pending / error / empty chain every list screen shows before its rows: Loading, the error with Try again,
// the empty message, or else the children with the loaded data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { type Chip, FilterChips } from './filter-chips';
import { Empty, ErrorState, Loading } from './states';

/** A list as the API answers it: the rows, or a page with its rows under `data`. */
type Rows = readonly unknown[] | { data: readonly unknown[] };

interface ListStateProps<T extends Rows> {
  query: UseQueryResult<T>;
  /** Shown when the failure carries no message of the server's. */
  errorText: string;
  /** What an empty list shows, usually an <Empty>. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

function isEmpty(list: Rows): boolean {
  return ('data' in list ? list.data : list).length === 0;
}

export function ListState<T extends Rows>({ query, errorText, empty, children }: ListStateProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error, errorText)} onRetry={() => query.refetch()} />;
  }
  return isEmpty(query.data) ? empty : children(query.data);
}

/** What a filtered list says when it cannot be read or is empty. */
interface FilteredListTexts {
  /** Shown when the failure carries no message of the server's. */
  error: string;
  /** The empty message while filters are on (offered with 'Clear all filters'). */
  noMatch: string;
  /** The empty message with no filter on; the same as `noMatch` unless given. */
  nothingYet?: string;
}

interface FilteredListStateProps<T extends Rows> extends Omit<ListStateProps<T>, 'empty' | 'errorText'> {
  /** The active filters, shown as removable chips above the list. */
  chips: Chip[];
  onClearAll: () => void;
  texts: FilteredListTexts;
}

/** A filtered list's state under the chips of its active filters; empty, it says whether the filters matched nothing. */
export function FilteredListState<T extends Rows>({
  chips,
  onClearAll,
  texts: { error, noMatch, nothingYet = noMatch },
  ...list
}: FilteredListStateProps<T>) {
  const filtered = chips.length > 0;
  return (
    <>
      <FilterChips chips={chips} onClearAll={onClearAll} />
      <ListState
        {...list}
        errorText={error}
        empty={<Empty message={filtered ? noMatch : nothingYet} onClearFilters={filtered ? onClearAll : undefined} />}
      />
    </>
  );
}
