// The saved offers, read by id from the API: live ones, ended ones (to say so); deleted ones are simply absent.
import type { ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Offer, offerKeys, shownOffer } from '../../../lib/offer-queries';

type ApiSavedList = ApiResponse<'/backendapi/api/storeads/saved'>;

export function savedOffersQueryOptions(ids: string[]) {
  return queryOptions({
    queryKey: [...offerKeys.all, 'saved', ids] as const,
    queryFn: async (): Promise<Offer[]> => {
      const list = await api.get('storeads/saved', { searchParams: { ids: ids.join(',') } }).json<ApiSavedList>();
      return list.data.map(shownOffer);
    },
    enabled: ids.length > 0,
    // Removing one keeps the others on screen while the shorter list loads.
    placeholderData: keepPreviousData,
  });
}
