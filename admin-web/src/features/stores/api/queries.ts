// Store reads and their query keys: the paged list, one store, and every store's name (the ads report's filter).
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQueries } from '../../../lib/list-queries';
import { adsReportKeys } from '../../ads-report/api/queries';
import { storeReportKeys } from '../../store-reports/api/queries';

export type StoreList = ApiResponse<'/backendapi/api/Store'>;
export type Store = StoreList['stores'][number];
export type StoreQuery = ApiQuery<'/backendapi/api/Store'>;
export type StoreDetails = ApiResponse<'/backendapi/api/Store/{id}'>;
export type StoreName = ApiResponse<'/backendapi/api/store/names'>[number];

const stores = listQueries(
  'stores',
  (query: StoreQuery) => api.get('Store', { searchParams: { ...query } }).json<StoreList>(),
  { paged: true },
);

export const storeKeys = {
  ...stores.keys,
  detail: (id: string) => [...stores.keys.all, 'detail', id] as const,
  names: () => [...stores.keys.all, 'names'] as const,
};

export const storesQuery = stores.query;

/** The lists whose rows show a store's category and place: the stores, the ads report and the store report. */
export const storeRowKeys = [storeKeys.all, adsReportKeys.all, storeReportKeys.all];

export const storeQuery = (id: string) =>
  queryOptions({ queryKey: storeKeys.detail(id), queryFn: () => api.get(`Store/${id}`).json<StoreDetails>() });

export const storeNamesQuery = queryOptions({
  queryKey: storeKeys.names(),
  queryFn: () => api.get('store/names').json<StoreName[]>(),
});
