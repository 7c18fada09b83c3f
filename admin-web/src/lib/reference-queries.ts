// The store names many screens read (the ads report's store filter, the banner form's store picker), with their key.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type StoreName = ApiResponse<'/backendapi/api/store/names'>[number];

export const referenceKeys = {
  storeNames: ['stores', 'names'] as const,
};

export const storeNamesQuery = queryOptions({
  queryKey: referenceKeys.storeNames,
  queryFn: () => api.get('store/names').json<StoreName[]>(),
});
