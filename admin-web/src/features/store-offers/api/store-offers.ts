// A store's ads' writes: create/update/duplicate (multipart with upload progress, cancellable), delete.
import { addDays } from '@offerboard/shared-types/offer-status';
import { api, type Upload, uploadForm } from '../../../lib/api';
import type { StoreOffer } from '../../../lib/store-queries';

/** Where a saved form goes: a new ad of the store, an edit of an ad, or a new ad copied from one (its images too). */
export type OfferTarget = { storeId: string } | { adId: string } | { duplicateOf: string };

export function saveOffer(target: OfferTarget, form: FormData, upload: Upload) {
  if ('adId' in target) return uploadForm<StoreOffer>('PUT', `storeads/${target.adId}`, form, upload);
  if ('duplicateOf' in target) {
    return uploadForm<StoreOffer>('POST', `storeads/${target.duplicateOf}/duplicate`, form, upload);
  }
  return uploadForm<StoreOffer>('POST', `storeads/${target.storeId}`, form, upload);
}

/** A copy's dates: as long as the original, from the day after it ends, or from today when that day has passed. */
export function duplicateDates(offer: { startDate: string; endDate: string }, today: string) {
  const days = Math.round((Date.parse(offer.endDate) - Date.parse(offer.startDate)) / 86_400_000);
  const afterEnd = addDays(offer.endDate, 1);
  const startDate = afterEnd > today ? afterEnd : today;
  return { startDate, endDate: addDays(startDate, days) };
}

export function deleteOffer(adId: string) {
  return api.delete(`storeads/${adId}`).json<{ message: string }>();
}

/** Pauses (hides from the public site) or resumes one offer; open to the store's owner too. */
export function pauseOffer(adId: string, paused: boolean) {
  return api.post(`storeads/${adId}/${paused ? 'pause' : 'resume'}`).json<StoreOffer>();
}

/** Trusts the store's owners (their offers and changes publish without review) or stops trusting them. */
export function setTrusted(storeId: string, trusted: boolean) {
  return api.put(`Store/${storeId}/trusted`, { json: { trusted } }).json<{ trusted: boolean }>();
}
