// Store reads and their query keys: the paged list, one store, and every store's name (the ads report's filter).
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type StoreList = ApiResponse<'/backendapi/api/Store'>;
export type Store = StoreList['stores'][number];
export type StoreQuery = ApiQuery<'/backendapi/api/Store'>;
export type StoreDetails = ApiResponse<'/backendapi/api/Store/{id}'>;
export type StoreName = ApiResponse<'/backendapi/api/store/names'>[number];

export const storeKeys = {
  all: ['stores'] as const,
  list: (query: StoreQuery) => [...storeKeys.all, 'list', query] as const,
  detail: (id: string) => [...storeKeys.all, 'detail', id] as const,
  names: () => [...storeKeys.all, 'names'] as const,
};

export const storesQuery = (query: StoreQuery) =>
  queryOptions({
    queryKey: storeKeys.list(query),
    queryFn: () => api.get('Store', { searchParams: { ...query } }).json<StoreList>(),
    placeholderData: keepPreviousData,
  });

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: storeKeys.detail(id), queryFn: () => api.get(`Store/${id}`).json<StoreDetails>() });

export const storeNamesQuery = queryOptions({
  queryKey: storeKeys.names(),
  queryFn: () => api.get('store/names').json<StoreName[]>(),
});
