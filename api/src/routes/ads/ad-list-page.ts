// One page of the offer listing in the shape both list routes (public and admin) answer.
import { totalPages } from '../../lib/schemas.js';
import type { AdFilter } from './ad-filters.js';
import type { AdListingRepository, Visibility } from './ad-listing.repository.js';
import type { AdOrder } from './ad-order.js';

export function listingPage(
  listing: AdListingRepository,
  today: string,
  filter: AdFilter,
  visibility: Visibility,
  page: number,
  limit: number,
  order?: AdOrder,
) {
  const { ads, total } = listing.list({ filter, visibility, today, page, limit, order });
  return { data: ads, totalAds: total, totalPages: totalPages(total, limit), currentPage: page };
}
