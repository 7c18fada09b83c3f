// The reference data that forms and filters of several screens choose from: store categories, the districts and
// their locations, and every offer type.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { listQuery } from './list-queries';
import { queryKeys } from './query-keys';

export type Category = ApiResponse<'/backendapi/api/category'>[number];
export type District = ApiResponse<'/backendapi/api/districts'>[number];
export type Location = ApiResponse<'/backendapi/api/locations/getBydistrict'>[number];
type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;

/** Every category (also the Store Category screen's list). */
export const categoriesQuery = listQuery(queryKeys.categories, () => api.get('category').json<Category[]>())();

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

export const allOfferTypesQuery = queryOptions({
  queryKey: queryKeys.offerTypes.options(),
  queryFn: () => api.get('offertype', { searchParams: { paginated: false } }).json<OfferTypeList>(),
  select: (list) => list.data,
});
