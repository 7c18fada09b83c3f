// Query-options factories for offers: the public listing (any filters) and one offer.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type OfferList = ApiResponse<'/backendapi/api/storeads/adswithstore'>;
export type Offer = OfferList['data'][number];
export type OfferListQuery = ApiQuery<'/backendapi/api/storeads/adswithstore'>;

export const offerKeys = {
  all: ['offers'] as const,
  list: (query: OfferListQuery) => [...offerKeys.all, 'list', query] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
};

function searchParams(query: OfferListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== false) params[key] = String(value);
  }
  return params;
}

export function offerListQueryOptions(query: OfferListQuery) {
  return queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: () => api.get('storeads/adswithstore', { searchParams: searchParams(query) }).json<OfferList>(),
  });
}

export function offerQueryOptions(id: string) {
  return queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: () => api.get(`storeads/ad/${encodeURIComponent(id)}`).json<Offer>(),
  });
}

export const HOME_OFFER_COUNT = 8;
export const latestOffersQueryOptions = () => offerListQueryOptions({ page: 1, limit: HOME_OFFER_COUNT });
