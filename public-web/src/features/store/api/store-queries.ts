// Query options for a store's public page: the store (with its week and pin) and its live offers, newest first.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Offer, shownOffer } from '../../../lib/offer-queries';

type ApiStorePage = ApiResponse<'/backendapi/api/store/{id}/page'>;
export type Store = ApiStorePage['store'];
export type OpeningHours = NonNullable<Store['openingHours']>;
export type OpeningDay = OpeningHours[number];
export interface StorePage {
  store: Store;
  offers: Offer[];
}

export const storeKeys = {
  page: (id: string) => ['stores', 'page', id] as const,
};

export function storePageQueryOptions(id: string) {
  return queryOptions({
    queryKey: storeKeys.page(id),
    queryFn: async (): Promise<StorePage> => {
      const page = await api.get(`store/${encodeURIComponent(id)}/page`).json<ApiStorePage>();
      return { store: page.store, offers: page.offers.map(shownOffer) };
    },
  });
}
