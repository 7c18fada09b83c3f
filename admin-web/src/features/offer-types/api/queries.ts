// The paged list of the Offer Types screen (every type, the ad form's and the ads report's options, is read in
// lib/reference-queries.ts).
import type { ApiResponse } from '@offerboard/shared-types';
import { api } from '../../../lib/api';
import { listQuery } from '../../../lib/list-queries';
import { queryKeys } from '../../../lib/query-keys';
import { compact } from '../../../lib/search-params';

export type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;
export type OfferType = OfferTypeList['data'][number];

/** One page of the Offer Types list. */
interface OfferTypeFilters {
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
