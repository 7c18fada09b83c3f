// Writes to store categories. A category's title shows in the rows of the stores, the ads report and the store
// report, so an edit refreshes those too; a delete is refused while stores use the category.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRecord, saveRecord } from '../../../lib/api';
import { adsReportKeys } from '../../ads-report/api/queries';
import { storeReportsQuery } from '../../store-reports/api/queries';
import { storeKeys } from '../../stores/api/queries';
import { type Category, categoryKeys } from './queries';

const SHOWING_THE_TITLE = [storeKeys.all, adsReportKeys.all, storeReportsQuery.queryKey];

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) => saveRecord<Category>('category', id, { body: form }),
    onSuccess: (_saved, { id }) =>
      Promise.all(
        [categoryKeys.all, ...(id ? SHOWING_THE_TITLE : [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRecord('category', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
