// The paged list of the Locations screen (the districts and a district's locations, which every picker reads, are
// in lib/reference-queries.ts).
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { compact } from '../../../lib/search-params';

export type LocationList = ApiResponse<'/backendapi/api/locations'>;
export type LocationRow = LocationList['data'][number];

/** One page of the Locations list; the district is the exact title the API filters on. */
interface LocationFilters {
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
