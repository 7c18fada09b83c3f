// An offer's status as the admin sees it, one rule for the API (which computes it in REGION_TZ and filters by it)
// and the admin (labels, the report's status filter). Plain JavaScript, so the built API can import it at run time as
// it is; offer-status.d.ts gives it types.

/** Every status, in the order the admin lists them. */
export const OFFER_STATUSES = ['scheduled', 'live', 'ending-soon', 'expired', 'paused'];

export const OFFER_STATUS_LABELS = {
  scheduled: 'Scheduled',
  live: 'Live',
  'ending-soon': 'Ending soon',
  expired: 'Expired',
  paused: 'Paused',
};

/**
 * What an offer with an open submission of its owner's shows beside its status (ADR 039): a new offer waiting, a change
 * to a live one waiting, or either rejected. With OFFER_STATUS_LABELS, every status word an owner sees.
 */
export const REVIEW_LABELS = {
  new: 'In review',
  change: 'Changes in review',
  rejected: 'Rejected',
};

/** A live offer is "Ending soon" when it ends within this many days: its end day is today or one of the next two. */
export const ENDING_SOON_DAYS = 3;

/** Adds whole days to a YYYY-MM-DD day. */
export function addDays(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * How long after its last day an ended offer's address still shows it (then it answers 410) and it stays in the public
 * listing's `showExpired=true` (docs/decisions/042, 053).
 */
export const ENDED_PAGE_DAYS = 90;

/** The first last day whose offer the public still shows today (its page, showExpired): earlier ones are gone. */
export function endedPagesFrom(today) {
  return addDays(today, -ENDED_PAGE_DAYS);
}

/** The last end day that reads as "Ending soon" today (an offer is valid until the end of its end day). */
export function endingSoonUntil(today) {
  return addDays(today, ENDING_SOON_DAYS - 1);
}

/**
 * The status of an offer on `today` (YYYY-MM-DD in the region): Paused while paused, whatever its dates; else
 * Expired after its end day, Scheduled before its start day, Ending soon within its last three days, else Live.
 */
export function offerStatus(offer, today) {
  if (offer.paused) return 'paused';
  if (offer.endDate < today) return 'expired';
  if (offer.startDate > today) return 'scheduled';
  return offer.endDate <= endingSoonUntil(today) ? 'ending-soon' : 'live';
}
