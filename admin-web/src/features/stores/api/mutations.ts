// Every write to stores, one hook each; each refreshes what a store change shows up in.
import type { Upload } from '../../../lib/api';
import { bulkDeleteStores } from '../../../lib/bulk-api';
import { useRefreshingMutation } from '../../../lib/mutations';
import { adsReportKeys } from '../../ads-report/api/queries';
import { bannerKeys } from '../../banners/api/queries';
import { dashboardKeys } from '../../dashboard/api/queries';
import { storeAdKeys } from '../../store-ads/api/queries';
import { storeReportKeys } from '../../store-reports/api/queries';
import { storeKeys } from './queries';
import { deleteStore, importStores, type StoreImportRow, saveStore } from './stores';

/**
 * A store's name, place and contact show in the store list, its page, the names the ads report filters by, every
 * ads report row of its offers, the per-store report and the banners linking to it (a deleted store's banners
 * lose their link); adding or deleting one changes the dashboard's totals, and deleting one deletes its offers.
 */
const SHOWING_STORES = [
  storeKeys.all,
  storeAdKeys.all,
  adsReportKeys.all,
  storeReportKeys.all,
  dashboardKeys.all,
  bannerKeys.all,
];

function useStoreMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(mutationFn, SHOWING_STORES);
}

/** Creates a store (no id) or updates one, from the multipart form. */
export function useSaveStore() {
  return useStoreMutation(({ id, form, upload }: { id: string | undefined; form: FormData; upload: Upload }) =>
    saveStore(id, form, upload),
  );
}

export function useDeleteStore() {
  return useStoreMutation(deleteStore);
}

export function useBulkDeleteStores() {
  return useStoreMutation((ids: string[]) => bulkDeleteStores(ids));
}

export function useImportStores() {
  return useStoreMutation((rows: StoreImportRow[]) => importStores(rows));
}
