// Stores: the paged, filtered list, the multipart create/update/delete calls and the import of rows from a file.
import type { ApiBody, ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type StoreList = ApiResponse<'/backendapi/api/Store'>;
export type Store = StoreList['stores'][number];
export type StoreQuery = ApiQuery<'/backendapi/api/Store'>;
export type StoreImportRow = ApiBody<'/backendapi/api/Store/import/preview', 'post'>['rows'][number];
export type StoreImportPreview = ApiResponse<'/backendapi/api/Store/import/preview', 'post'>;

export const storeKeys = {
  all: ['stores'] as const,
  list: (query: StoreQuery) => ['stores', 'list', query] as const,
};

export const storesQuery = (query: StoreQuery) =>
  queryOptions({
    queryKey: storeKeys.list(query),
    queryFn: () => api.get('Store', { searchParams: { ...query } }).json<StoreList>(),
    placeholderData: keepPreviousData,
  });

export function saveStore(id: string | undefined, form: FormData) {
  return (id ? api.put(`Store/${id}`, { body: form }) : api.post('Store', { body: form })).json<Store>();
}

export function deleteStore(id: string) {
  return api.delete(`Store/${id}`).json<{ message: string }>();
}

export function previewStoreImport(rows: StoreImportRow[]) {
  return api.post('Store/import/preview', { json: { rows } }).json<StoreImportPreview>();
}

export function importStores(rows: StoreImportRow[]) {
  return api.post('Store/import', { json: { rows } }).json<ApiResponse<'/backendapi/api/Store/import', 'post'>>();
}
