// When seeded offers run: most are current, some end within days, some have expired, some start next week.
import { addDays } from '../lib/region-time.js';
import type { SeededRandom } from './seeded-random.js';

export type OfferTiming = 'current' | 'endingSoon' | 'expired' | 'upcoming';

export const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * Start and end days (YYYY-MM-DD in the region) for an offer of this timing, seen from `today`, and a creation
 * time shortly before it started (never after `now`), so that "newest first" follows the offers' own history.
 */
export function offerDates(random: SeededRandom, timing: OfferTiming, today: string, now: Date) {
  let startDate: string;
  let endDate: string;
  switch (timing) {
    case 'current':
      startDate = addDays(today, -random.int(0, 25));
      endDate = addDays(today, random.int(4, 45));
      break;
    case 'endingSoon':
      startDate = addDays(today, -random.int(3, 25));
      endDate = addDays(today, random.int(0, 2));
      break;
    case 'expired':
      endDate = addDays(today, -random.int(1, 20));
      startDate = addDays(endDate, -random.int(3, 20));
      break;
    case 'upcoming':
      startDate = addDays(today, random.int(7, 13));
      endDate = addDays(startDate, random.int(7, 30));
      break;
  }
  const daysAgo = Math.max(0, daysBetween(startDate, today)) + random.int(0, 3);
  const createdAt = now.getTime() - daysAgo * DAY_MS - random.int(0, DAY_MS - 1);
  return { startDate, endDate, createdAt };
}

/** Views so far: none before an offer starts, more the longer it has run. */
export function offerClicks(random: SeededRandom, timing: OfferTiming): number {
  if (timing === 'upcoming') return 0;
  return random.int(0, timing === 'current' ? 250 : 400);
}
