import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Banner = ApiResponse<'/backendapi/api/banners/all'>[number];
export type BannerLink = NonNullable<Banner['link']>;
type StoreOffer = ApiResponse<'/backendapi/api/storeads/{storeId}'>[number];

export const bannerKeys = {
  all: ['banners'] as const,
  offersOf: (storeId: string) => ['banners', 'offers-of', storeId] as const,
};

/** Every banner, scheduled and ended ones too (the public call lists only today's). */
export const bannersQuery = queryOptions({
  queryKey: bannerKeys.all,
  queryFn: () => api.get('banners/all').json<Banner[]>(),
});

/** A store's offers, to pick the one a banner links to. */
export const storeOffersQuery = (storeId: string) =>
  queryOptions({
    queryKey: bannerKeys.offersOf(storeId),
    queryFn: async () =>
      (await api.get(`storeads/${storeId}`).json<StoreOffer[]>()).map((offer) => ({
        _id: offer._id,
        label: offer.title || offer.description,
      })),
    enabled: storeId !== '',
  });

export function saveBanner(id: string | undefined, form: FormData) {
  return id
    ? api.put(`banners/${id}`, { body: form }).json<Banner>()
    : api.post('banners', { body: form }).json<Banner>();
}

export function deleteBanner(id: string) {
  return api.delete(`banners/${id}`).json<{ message: string }>();
}
