// The title an offer is shown under on cards and as its page heading.
import type { Offer } from './api/offers-queries';

/** The short title when the shop gave one, else the description (spec), else the ad's title. */
export function offerTitle(offer: Offer): string {
  return offer.shortTitle || offer.description || offer.title || 'Special Offer';
}
