// One store and its ads: read, create/update (multipart with upload progress), delete.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadForm } from '../../../lib/api';

export type StoreDetails = ApiResponse<'/backendapi/api/Store/{id}'>;
export type StoreAd = ApiResponse<'/backendapi/api/storeads/{storeId}'>[number];

export const storeAdKeys = {
  store: (id: string) => ['stores', 'detail', id] as const,
  ads: (storeId: string) => ['store-ads', storeId] as const,
};

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: storeAdKeys.store(id), queryFn: () => api.get(`Store/${id}`).json<StoreDetails>() });

export const storeAdsQuery = (storeId: string) =>
  queryOptions({
    queryKey: storeAdKeys.ads(storeId),
    queryFn: () => api.get(`storeads/${storeId}`).json<StoreAd[]>(),
  });

export function saveAd(
  target: { storeId: string } | { adId: string },
  form: FormData,
  onProgress: (p: number) => void,
) {
  return 'adId' in target
    ? uploadForm<StoreAd>('PUT', `storeads/${target.adId}`, form, onProgress)
    : uploadForm<StoreAd>('POST', `storeads/${target.storeId}`, form, onProgress);
}

export function deleteAd(adId: string) {
  return api.delete(`storeads/${adId}`).json<{ message: string }>();
}
