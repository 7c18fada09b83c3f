// The paged list of stores (one store and every store's name, which other screens read too, are in
// lib/store-queries.ts).
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';

export type StoreList = ApiResponse<'/backendapi/api/Store'>;
export type Store = StoreList['stores'][number];
type StoreQuery = ApiQuery<'/backendapi/api/Store'>;

export const storesQuery = listQuery(
  queryKeys.stores,
  (query: StoreQuery) => api.get('Store', { searchParams: { ...query } }).json<StoreList>(),
  { paged: true },
);
