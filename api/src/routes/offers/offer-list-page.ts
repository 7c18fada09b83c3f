// One page of the offer listing in the shape both list routes (public and admin) answer.
import { totalPages } from '../../lib/schemas.js';
import type { OfferFilter } from './offer-filters.js';
import type { OfferListingRepository, Visibility } from './offer-listing.repository.js';
import type { OfferOrder } from './offer-order.js';

export function listingPage(
  listing: OfferListingRepository,
  today: string,
  filter: OfferFilter,
  visibility: Visibility,
  page: number,
  limit: number,
  order?: OfferOrder,
) {
  const { ads: offers, total } = listing.list({ filter, visibility, today, page, limit, order });
  return { data: offers, totalAds: total, totalPages: totalPages(total, limit), currentPage: page };
}
