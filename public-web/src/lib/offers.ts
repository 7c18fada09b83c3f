// How an offer reads wherever it is shown: its title (cards, page heading, tab, shares), and whether it has ended.
import { expiryLabel } from './dates';
import type { Offer } from './offer-queries';

/** The offer's one title (the API fills it from the description when the operator gave none; ADR 032). */
export function offerTitle(offer: Offer): string {
  return offer.title || 'Special Offer';
}

/** Whether the offer's end day has passed in the region. */
export function hasEnded(offer: Offer): boolean {
  return expiryLabel(offer.endDate).tone === 'expired';
}
