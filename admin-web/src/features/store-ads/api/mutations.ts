// The writes to offers that only a store's ads page makes (its bulk actions are lib/offer-mutations.ts'), each
// refreshing what an offer change shows up in.
import type { Upload } from '../../../lib/api';
import { bulkPauseOffers } from '../../../lib/bulk-api';
import { useOfferMutation } from '../../../lib/offer-mutations';
import { type AdTarget, deleteAd, saveAd } from './store-ads';

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
