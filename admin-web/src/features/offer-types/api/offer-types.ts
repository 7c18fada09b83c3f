import type { ApiBody, ApiResponse } from '@offerboard/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type OfferTypeList = ApiResponse<'/backendapi/api/offertype'>;
export type OfferType = OfferTypeList['data'][number];
type OfferTypeBody = ApiBody<'/backendapi/api/offertype', 'post'>;

export const offerTypeKeys = { page: (page: number, search: string) => ['offer-types', 'page', page, search] as const };

export const offerTypesPageQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: offerTypeKeys.page(page, search),
    queryFn: () =>
      api.get('offertype', { searchParams: { page, limit: 10, ...(search ? { search } : {}) } }).json<OfferTypeList>(),
    placeholderData: keepPreviousData,
  });

export function saveOfferType(id: string | undefined, body: OfferTypeBody) {
  return (id ? api.put(`offertype/${id}`, { json: body }) : api.post('offertype', { json: body })).json<OfferType>();
}

export function deleteOfferType(id: string) {
  return api.delete(`offertype/${id}`).json<{ message: string }>();
}
