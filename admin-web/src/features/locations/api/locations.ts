import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type LocationList = ApiResponse<'/backendapi/api/locations'>;
export type LocationRow = LocationList['data'][number];
export type LocationBody = ApiBody<'/backendapi/api/locations', 'post'>;

export const locationKeys = { page: (page: number) => ['locations', 'page', page] as const };

export const locationsPageQuery = (page: number) =>
  queryOptions({
    queryKey: locationKeys.page(page),
    queryFn: () => api.get('locations', { searchParams: { page, limit: 10 } }).json<LocationList>(),
    placeholderData: keepPreviousData,
  });

export function saveLocation(id: string | undefined, body: LocationBody) {
  return (id ? api.put(`locations/${id}`, { json: body }) : api.post('locations', { json: body })).json<LocationRow>();
}

export function deleteLocation(id: string) {
  return api.delete(`locations/${id}`).json<{ message: string }>();
}
