// The writes that only a store's screen makes: to its offers (its bulk actions are lib/offer-mutations.ts'), each
// refreshing what an offer change shows up in, and to its owners and their invites.
import type { Upload } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/mutations';
import { useOfferMutation } from '../../../lib/offer-mutations';
import { inviteOwner, revokeInvite, revokeOwner } from './owners';
import { deleteOffer, type OfferTarget, pauseOffer, saveOffer, setTrusted } from './store-offers';

/** Creates, updates or duplicates an ad (multipart, with upload progress, cancellable). */
export function useSaveOffer() {
  return useOfferMutation(({ target, form, upload }: { target: OfferTarget; form: FormData; upload: Upload }) =>
    saveOffer(target, form, upload),
  );
}

export function useDeleteOffer() {
  return useOfferMutation(deleteOffer);
}

/** Pauses (hides from the public site) or resumes one offer. */
export function usePauseOffer() {
  return useOfferMutation(({ id, paused }: { id: string; paused: boolean }) => pauseOffer(id, paused));
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
