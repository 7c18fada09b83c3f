// Store reads: the paged list, one store, and every store's name (the ads report's filter).
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';

export type StoreList = ApiResponse<'/backendapi/api/Store'>;
export type Store = StoreList['stores'][number];
export type StoreQuery = ApiQuery<'/backendapi/api/Store'>;
export type StoreDetails = ApiResponse<'/backendapi/api/Store/{id}'>;
export type StoreName = ApiResponse<'/backendapi/api/store/names'>[number];

export const storesQuery = listQuery(
  queryKeys.stores,
  (query: StoreQuery) => api.get('Store', { searchParams: { ...query } }).json<StoreList>(),
  { paged: true },
);

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.stores.detail(id), queryFn: () => api.get(`Store/${id}`).json<StoreDetails>() });

export const storeNamesQuery = queryOptions({
  queryKey: queryKeys.stores.names(),
  queryFn: () => api.get('store/names').json<StoreName[]>(),
});
