// Districts and their locations: the paged list of the Locations screen and the options every
// district and location picker reads.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { compact } from '../../../lib/search-params';

export type District = ApiResponse<'/backendapi/api/districts'>[number];
export type Location = ApiResponse<'/backendapi/api/locations/getBydistrict'>[number];
export type LocationList = ApiResponse<'/backendapi/api/locations'>;
export type LocationRow = LocationList['data'][number];

/** One page of the Locations list; the district is the exact title the API filters on. */
export interface LocationFilters {
  page: number;
  search?: string;
  district?: string;
}

export const LOCATIONS_PAGE_SIZE = 10;

export const locationsPageQuery = listQuery(
  queryKeys.locations,
  (filters: LocationFilters) =>
    api
      .get('locations', { searchParams: compact({ ...filters, limit: LOCATIONS_PAGE_SIZE, paginated: true }) })
      .json<LocationList>(),
  { paged: true },
);

/** The fixed districts of the region: read once per visit. */
export const districtsQuery = queryOptions({
  queryKey: queryKeys.districts.all,
  queryFn: () => api.get('districts').json<District[]>(),
  staleTime: Number.POSITIVE_INFINITY,
});

export const locationsOfDistrictQuery = (district: string) =>
  queryOptions({
    queryKey: queryKeys.locations.ofDistrict(district),
    queryFn: () => api.get('locations/getBydistrict', { searchParams: { district } }).json<Location[]>(),
    enabled: district !== '',
  });
