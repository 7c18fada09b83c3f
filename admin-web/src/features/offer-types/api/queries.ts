// Offer types: the paged list of the Offer Types screen and every type for the ad form's and the ads
// report's options.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { compact } from '../../../lib/search-params';

export type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;
export type OfferType = OfferTypeList['data'][number];

/** One page of the Offer Types list. */
export interface OfferTypeFilters {
  page: number;
  search?: string;
}

export const OFFER_TYPES_PAGE_SIZE = 10;

export const offerTypesPageQuery = listQuery(
  queryKeys.offerTypes,
  (filters: OfferTypeFilters) =>
    api.get('offertype', { searchParams: compact({ ...filters, limit: OFFER_TYPES_PAGE_SIZE }) }).json<OfferTypeList>(),
  { paged: true },
);

export const allOfferTypesQuery = queryOptions({
  queryKey: queryKeys.offerTypes.options(),
  queryFn: () => api.get('offertype', { searchParams: { paginated: false } }).json<OfferTypeList>(),
  select: (list) => list.data,
});
