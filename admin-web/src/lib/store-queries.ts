// Reads of stores that several screens share: one store and its ads (its ads page; the banner form's link choices)
// and every store's name (the banner form and the ads report's filter).
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { listQuery } from './list-queries';
import { queryKeys } from './query-keys';

export type StoreDetails = ApiResponse<'/backendapi/api/Store/{id}'>;
export type StoreName = ApiResponse<'/backendapi/api/store/names'>[number];
export type StoreOffer = ApiResponse<'/backendapi/api/storeads/{storeId}'>[number];

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.stores.detail(id), queryFn: () => api.get(`Store/${id}`).json<StoreDetails>() });

export const storeNamesQuery = queryOptions({
  queryKey: queryKeys.stores.names(),
  queryFn: () => api.get('store/names').json<StoreName[]>(),
});

export const storeOffersQuery = listQuery(queryKeys.storeOffers, (storeId: string) =>
  api.get(`storeads/${storeId}`).json<StoreOffer[]>(),
);
