// Stores' writes: the multipart create/update, delete, bulk delete and the import of rows from a file.
import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { api, type Upload, uploadForm } from '../../../lib/api';
import type { StoreDetails } from '../../../lib/store-queries';

export type StoreImportRow = ApiBody<'/backendapi/api/Store/import/preview', 'post'>['rows'][number];
export type StoreImportPreview = ApiResponse<'/backendapi/api/Store/import/preview', 'post'>;

export function saveStore(id: string | undefined, form: FormData, upload: Upload) {
  return id
    ? uploadForm<StoreDetails>('PUT', `Store/${id}`, form, upload)
    : uploadForm<StoreDetails>('POST', 'Store', form, upload);
}

export function deleteStore(id: string) {
  return api.delete(`Store/${id}`).json<{ message: string }>();
}

/** What a template row may name: every location with its district, and every category. */
export async function fetchImportChoices() {
  const [locations, categories] = await Promise.all([
    api.get('locations').json<ApiResponse<'/backendapi/api/locations'>>(),
    api.get('category').json<ApiResponse<'/backendapi/api/category'>>(),
  ]);
  return { locations: locations.data, categories };
}

export function previewStoreImport(rows: StoreImportRow[]) {
  return api.post('Store/import/preview', { json: { rows } }).json<StoreImportPreview>();
}

export function importStores(rows: StoreImportRow[]) {
  return api.post('Store/import', { json: { rows } }).json<ApiResponse<'/backendapi/api/Store/import', 'post'>>();
}
