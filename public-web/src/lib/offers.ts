// How an offer reads wherever it is shown: its title on cards and as its page heading, and whether it has ended.
import { expiryLabel } from './dates';
import type { Offer } from './offer-queries';

/** The short title when the shop gave one, else the description (spec), else the ad's title. */
export function offerTitle(offer: Offer): string {
  return offer.shortTitle || offer.description || offer.title || 'Special Offer';
}

/** Whether the offer's end day has passed in the region. */
export function hasEnded(offer: Offer): boolean {
  return expiryLabel(offer.endDate).tone === 'expired';
}
