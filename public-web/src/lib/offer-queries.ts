// Query-options factories for offers: the public listing (any filters) and one offer.
import type { ApiQuery, ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type ApiOfferList = ApiResponse<'/backendapi/api/storeads/adswithstore'>;
type ApiOffer = ApiOfferList['data'][number];
/** What a page shows of an offer: no counters or timestamps, so resetting a counter changes no prerendered page. */
export type Offer = Omit<ApiOffer, 'clicks' | 'createdAt'>;
export type OfferList = Omit<ApiOfferList, 'data'> & { data: Offer[] };
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

export function shownOffer({ clicks: _clicks, createdAt: _createdAt, ...offer }: ApiOffer): Offer {
  return offer;
}

export function offerListQueryOptions(query: OfferListQuery) {
  return queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: async (): Promise<OfferList> => {
      const list = await api.get('storeads/adswithstore', { searchParams: searchParams(query) }).json<ApiOfferList>();
      return { ...list, data: list.data.map(shownOffer) };
    },
  });
}

export function offerQueryOptions(id: string) {
  return queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: async () => shownOffer(await api.get(`storeads/ad/${encodeURIComponent(id)}`).json<ApiOffer>()),
  });
}

const HOME_OFFER_COUNT = 8;
export const latestOffersQueryOptions = () => offerListQueryOptions({ page: 1, limit: HOME_OFFER_COUNT });
