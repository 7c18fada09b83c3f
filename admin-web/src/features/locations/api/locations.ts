import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compact } from '../../../lib/search-params';

export type LocationList = ApiResponse<'/backendapi/api/locations'>;
export type LocationRow = LocationList['data'][number];
export type LocationBody = ApiBody<'/backendapi/api/locations', 'post'>;

export interface LocationFilters {
  page: number;
  search?: string;
  district?: string;
}

export const locationKeys = { page: (filters: LocationFilters) => ['locations', 'page', filters] as const };

export const LOCATIONS_PAGE_SIZE = 10;

export const locationsPageQuery = (filters: LocationFilters) =>
  queryOptions({
    queryKey: locationKeys.page(filters),
    queryFn: () =>
      api
        .get('locations', {
          searchParams: compact({ ...filters, limit: LOCATIONS_PAGE_SIZE, paginated: true }),
        })
        .json<LocationList>(),
    placeholderData: keepPreviousData,
  });

export function saveLocation(id: string | undefined, body: LocationBody) {
  return (id ? api.put(`locations/${id}`, { json: body }) : api.post('locations', { json: body })).json<LocationRow>();
}

export function deleteLocation(id: string) {
  return api.delete(`locations/${id}`).json<{ message: string }>();
}
