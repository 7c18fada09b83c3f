// Writes to locations. Every location write changes the Locations list and the location options of the store form
// and the list filters; an edit also renames or moves the location shown in the rows of the stores, the ads report
// and the store report. A delete is refused while stores use the location.
import type { ApiBody } from '@offerboard/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRecord, saveRecord } from '../../../lib/api';
import { adsReportKeys } from '../../ads-report/api/queries';
import { storeReportsQuery } from '../../store-reports/api/queries';
import { storeKeys } from '../../stores/api/queries';
import { type LocationRow, locationKeys } from './queries';

type LocationBody = ApiBody<'/backendapi/api/locations', 'post'>;

const SHOWING_THE_NAME = [storeKeys.all, adsReportKeys.all, storeReportsQuery.queryKey];

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LocationBody }) =>
      saveRecord<LocationRow>('locations', id, { json: body }),
    onSuccess: (_saved, { id }) =>
      Promise.all(
        [locationKeys.all, ...(id ? SHOWING_THE_NAME : [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRecord('locations', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
