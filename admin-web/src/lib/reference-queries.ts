// Lists many screens read (districts, locations, categories, offer types), with their query keys.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type District = ApiResponse<'/backendapi/api/districts'>[number];
export type Location = ApiResponse<'/backendapi/api/locations/getBydistrict'>[number];
export type Category = ApiResponse<'/backendapi/api/category'>[number];
export type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;

export const referenceKeys = {
  districts: ['districts'] as const,
  locations: ['locations'] as const,
  locationsOf: (district: string) => ['locations', 'by-district', district] as const,
  categories: ['categories'] as const,
  offerTypes: ['offer-types'] as const,
  allOfferTypes: ['offer-types', 'all'] as const,
};

export const districtsQuery = queryOptions({
  queryKey: referenceKeys.districts,
  queryFn: () => api.get('districts').json<District[]>(),
  staleTime: Number.POSITIVE_INFINITY,
});

export const locationsOfDistrictQuery = (district: string) =>
  queryOptions({
    queryKey: referenceKeys.locationsOf(district),
    queryFn: () => api.get('locations/getBydistrict', { searchParams: { district } }).json<Location[]>(),
    enabled: district !== '',
  });

export const categoriesQuery = queryOptions({
  queryKey: referenceKeys.categories,
  queryFn: () => api.get('category').json<Category[]>(),
});

export const allOfferTypesQuery = queryOptions({
  queryKey: referenceKeys.allOfferTypes,
  queryFn: () => api.get('offertype', { searchParams: { paginated: false } }).json<OfferTypeList>(),
  select: (list) => list.data,
});

/** The option whose label matches the text in any case (URL values are read back case-insensitively). */
export function matchLabel(labels: string[], value: string | undefined): string {
  if (!value) return '';
  return labels.find((label) => label.toLowerCase() === value.toLowerCase()) ?? value;
}
