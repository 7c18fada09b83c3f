// Every write to offers, one hook each; each refreshes what an offer change shows up in.
import type { Upload } from '../../../lib/api';
import { bulkDeleteOffers, bulkExtendOffers, bulkPauseOffers } from '../../../lib/bulk-api';
import { useRefreshingMutation } from '../../../lib/mutations';
import type { Resource } from '../../../lib/query-keys';
import { type AdTarget, deleteAd, saveAd } from './store-ads';

/**
 * An offer's change shows in its store's ads, the ads report, the per-store report, the dashboard's total and the
 * banners linking to it (a deleted offer's banners lose their link).
 */
const SHOWING_OFFERS: Resource[] = ['storeAds', 'adsReport', 'storeReports', 'dashboard', 'banners'];

function useOfferMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(mutationFn, SHOWING_OFFERS);
}

/** Creates, updates or duplicates an ad (multipart, with upload progress, cancellable). */
export function useSaveAd() {
  return useOfferMutation(({ target, form, upload }: { target: AdTarget; form: FormData; upload: Upload }) =>
    saveAd(target, form, upload),
  );
}

export function useDeleteAd() {
  return useOfferMutation(deleteAd);
}

/** Pauses (hides from the public site) or resumes one offer. */
export function usePauseAd() {
  return useOfferMutation(({ id, paused }: { id: string; paused: boolean }) => bulkPauseOffers([id], paused));
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
