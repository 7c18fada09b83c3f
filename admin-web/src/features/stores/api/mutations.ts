// Every write to stores, one hook each; each refreshes what a store change shows up in.
import type { Upload } from '../../../lib/api';
import { bulkDeleteStores } from '../../../lib/bulk-api';
import { useRefreshingMutation } from '../../../lib/mutations';
import type { Resource } from '../../../lib/query-keys';
import { deleteStore, importStores, type StoreImportRow, saveStore } from './stores';

/**
 * A store's name, place and contact show in the store list, its page, the names the ads report filters by, every
 * ads report row of its offers, the per-store report and the banners linking to it (a deleted store's banners
 * lose their link); adding or deleting one changes the dashboard's totals, and deleting one deletes its offers.
 */
const SHOWING_STORES: Resource[] = ['stores', 'storeOffers', 'adsReport', 'storeReports', 'dashboard', 'banners'];

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
