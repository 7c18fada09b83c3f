// The writes that only a store's screen makes: to its offers (its bulk actions are lib/offer-mutations.ts'), each
// refreshing what an offer change shows up in, and to its owners and their invites.
import type { Upload } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/mutations';
import { useOfferMutation } from '../../../lib/offer-mutations';
import { inviteOwner, revokeInvite, revokeOwner } from './owners';
import { type AdTarget, deleteAd, pauseAd, saveAd, setTrusted } from './store-ads';

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
  return useOfferMutation(({ id, paused }: { id: string; paused: boolean }) => pauseAd(id, paused));
}

export function useSetTrusted(storeId: string) {
  return useRefreshingMutation((trusted: boolean) => setTrusted(storeId, trusted), ['stores']);
}

export function useInviteOwner(storeId: string) {
  return useRefreshingMutation((email: string) => inviteOwner(storeId, email), ['storeOwners']);
}

export function useRevokeInvite(storeId: string) {
  return useRefreshingMutation((inviteId: string) => revokeInvite(storeId, inviteId), ['storeOwners']);
}

export function useRevokeOwner(storeId: string) {
  return useRefreshingMutation((userId: string) => revokeOwner(storeId, userId), ['storeOwners']);
}
