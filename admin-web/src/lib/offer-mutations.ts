// The writes to offers that several screens make (a store's ads, the ads report), each refreshing what an offer
// change shows up in.
import { bulkDeleteOffers, bulkExtendOffers, bulkPauseOffers } from './bulk-api';
import { useRefreshingMutation } from './mutations';
import type { Resource } from './query-keys';

/**
 * An offer's change shows in its store's ads, the ads report, the per-store report, the dashboard's total and the
 * banners linking to it (a deleted offer's banners lose their link) and the review queue (an owner's write).
 */
const SHOWING_OFFERS: Resource[] = ['storeOffers', 'adsReport', 'storeReports', 'dashboard', 'banners', 'review'];

export function useOfferMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(mutationFn, SHOWING_OFFERS);
}

type BulkOfferAction =
  | { action: 'delete' | 'pause' | 'resume'; ids: string[] }
  | { action: 'extend'; ids: string[]; days: number };

/** The bulk bar's four actions on selected offers, shaped as its callbacks. */
export function useBulkOfferActions() {
  const { mutateAsync } = useOfferMutation((bulk: BulkOfferAction) => {
    if (bulk.action === 'extend') return bulkExtendOffers(bulk.ids, bulk.days);
    if (bulk.action === 'delete') return bulkDeleteOffers(bulk.ids);
    return bulkPauseOffers(bulk.ids, bulk.action === 'pause');
  });
  return {
    onDelete: (ids: string[]) => mutateAsync({ action: 'delete', ids }),
    onExtend: (ids: string[], days: number) => mutateAsync({ action: 'extend', ids, days }),
    onPause: (ids: string[]) => mutateAsync({ action: 'pause', ids }),
    onResume: (ids: string[]) => mutateAsync({ action: 'resume', ids }),
  };
}
