// How an owner's home sorts their offers: each under one state, those that need the owner first (a rejected
// submission, then one waiting for review, then one about to end), and the offers ending within three days.
import { addDays, OFFER_STATUS_LABELS, type OfferStatus } from '@offerboard/shared-types/offer-status';
import { regionToday } from '@offerboard/shared-types/rules';
import type { OfferReview } from '../../components/offer-status';
import { formatDay } from '../../lib/format';

export type HomeState = OfferStatus | 'rejected' | 'in-review';

/** The states in the order the home lists them. */
export const HOME_STATES: readonly HomeState[] = [
  'rejected',
  'in-review',
  'ending-soon',
  'live',
  'scheduled',
  'paused',
  'expired',
];

export const HOME_STATE_LABELS: Record<HomeState, string> = {
  ...OFFER_STATUS_LABELS,
  rejected: 'Rejected',
  'in-review': 'In review',
};

interface Offer {
  status: OfferStatus;
  endDate: string;
  review?: OfferReview;
}

/** A submission rejected or waiting comes first (the owner's next step depends on it), else the offer's status. */
export function homeStateOf(offer: Offer): HomeState {
  if (offer.review?.status === 'rejected') return 'rejected';
  if (offer.review?.status === 'pending') return 'in-review';
  return offer.status;
}

/** The offers under each state that has any, in HOME_STATES order; each offer's order kept within its state. */
export function groupByState<T extends Offer>(offers: readonly T[]): Array<{ state: HomeState; offers: T[] }> {
  return HOME_STATES.map((state) => ({ state, offers: offers.filter((offer) => homeStateOf(offer) === state) })).filter(
    (group) => group.offers.length > 0,
  );
}

/** The offers whose status is Ending soon (their last day within three), soonest first. */
export function endingSoon<T extends Offer>(offers: readonly T[]): T[] {
  return offers.filter((offer) => offer.status === 'ending-soon').sort((a, b) => a.endDate.localeCompare(b.endDate));
}

/** 'Ends today', 'Ends tomorrow' or 'Ends on 29 Nov 2026', on the region's clock. */
export function endsText(endDate: string, today = regionToday()): string {
  if (endDate === today) return 'Ends today';
  if (endDate === addDays(today, 1)) return 'Ends tomorrow';
  return `Ends on ${formatDay(endDate)}`;
}
