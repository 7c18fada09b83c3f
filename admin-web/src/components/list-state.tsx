// The pending / error / empty chain every list screen shows before its rows: Loading, the error with Try again,
// the empty message, or else the children with the loaded data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { ErrorState, Loading } from './states';

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
