export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Every status, in the order the admin lists them. */
export declare const OFFER_STATUSES: readonly ['scheduled', 'live', 'ending-soon', 'expired', 'paused'];

export declare const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>>;

/** What an offer with an open submission shows: a new offer or a change waiting, or either rejected. */
export declare const REVIEW_LABELS: Readonly<{ new: string; change: string; rejected: string }>;

/** A live offer is "Ending soon" when it ends within this many days: its end day is today or one of the next two. */
export declare const ENDING_SOON_DAYS: number;

/** Adds whole days to a YYYY-MM-DD day. */
export declare function addDays(day: string, days: number): string;
/** How long after its last day an ended offer's address still shows it and it stays in showExpired=true (ADR 042). */
export declare const ENDED_PAGE_DAYS = 90;
/** The first last day whose offer the public still shows today: earlier ones are gone. */
export declare function endedPagesFrom(today: string): string;

/** The last end day that reads as "Ending soon" today (an offer is valid until the end of its end day). */
export declare function endingSoonUntil(today: string): string;

/**
 * The status of an offer on `today` (YYYY-MM-DD in the region): Paused while paused, whatever its dates; else
 * Expired after its end day, Scheduled before its start day, Ending soon within its last three days, else Live.
 */
export declare function offerStatus(
  offer: { startDate: string; endDate: string; paused: boolean },
  today: string,
): OfferStatus;
