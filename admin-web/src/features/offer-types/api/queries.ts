// Offer types: the query keys, the paged list of the Offer Types screen and every type for the ad form's and the ads
// report's options.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listQueries } from '../../../lib/list-queries';
import { compact } from '../../../lib/search-params';

export type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;
export type OfferType = OfferTypeList['data'][number];

/** One page of the Offer Types list. */
export interface OfferTypeFilters {
  page: number;
  search?: string;
}

export const OFFER_TYPES_PAGE_SIZE = 10;

const offerTypes = listQueries(
  'offer-types',
  (filters: OfferTypeFilters) =>
    api.get('offertype', { searchParams: compact({ ...filters, limit: OFFER_TYPES_PAGE_SIZE }) }).json<OfferTypeList>(),
  { paged: true },
);

export const offerTypeKeys = {
  ...offerTypes.keys,
  options: () => [...offerTypes.keys.all, 'options'] as const,
};

export const offerTypesPageQuery = offerTypes.query;

export const allOfferTypesQuery = queryOptions({
  queryKey: offerTypeKeys.options(),
  queryFn: () => api.get('offertype', { searchParams: { paginated: false } }).json<OfferTypeList>(),
  select: (list) => list.data,
});
