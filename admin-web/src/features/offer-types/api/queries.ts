// Offer types: the query keys, the paged list of the Offer Types screen and every type for the ad form's and the ads
// report's options.
import type { ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compact } from '../../../lib/search-params';

export type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;
export type OfferType = OfferTypeList['data'][number];

/** One page of the Offer Types list. */
export interface OfferTypeFilters {
  page: number;
  search?: string;
}

export const OFFER_TYPES_PAGE_SIZE = 10;

export const offerTypeKeys = {
  all: ['offer-types'] as const,
  list: (filters: OfferTypeFilters) => [...offerTypeKeys.all, 'list', filters] as const,
  options: () => [...offerTypeKeys.all, 'options'] as const,
};

export const offerTypesPageQuery = (filters: OfferTypeFilters) =>
  queryOptions({
    queryKey: offerTypeKeys.list(filters),
    queryFn: () =>
      api
        .get('offertype', { searchParams: compact({ ...filters, limit: OFFER_TYPES_PAGE_SIZE }) })
        .json<OfferTypeList>(),
    placeholderData: keepPreviousData,
  });

export const allOfferTypesQuery = queryOptions({
  queryKey: offerTypeKeys.options(),
  queryFn: () => api.get('offertype', { searchParams: { paginated: false } }).json<OfferTypeList>(),
  select: (list) => list.data,
});
