// Writes to offer types. Every write changes the Offer Types list and the ad form's and ads report's options; an
// edit also renames the type shown in the ads report's rows and on the stores' ads pages. A delete is refused while
// ads use the type.
import type { ApiBody } from '@offerboard/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRecord, saveRecord } from '../../../lib/api';
import { adsReportKeys } from '../../ads-report/api/queries';
import { storeAdKeys } from '../../store-ads/api/queries';
import { type OfferType, offerTypeKeys } from './queries';

type OfferTypeBody = ApiBody<'/backendapi/api/offertype', 'post'>;

export function useSaveOfferType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: OfferTypeBody }) =>
      saveRecord<OfferType>('offertype', id, { json: body }),
    onSuccess: (_saved, { id }) =>
      Promise.all(
        [offerTypeKeys.all, ...(id ? [adsReportKeys.all, storeAdKeys.all] : [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useDeleteOfferType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRecord('offertype', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerTypeKeys.all }),
  });
}
