// A store's week as visitors read it, in the page's language: "Open now · Closes at 21:00" at the region's clock, and
// the week's lines. A day whose closing time is before its opening time closes after midnight, on the next day's
// clock.
import { REGION_TIME_ZONE } from '../../lib/dates';
import type { Messages } from '../../lib/i18n/en';
import type { OpeningDay, OpeningHours } from './api/store-queries';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** Minutes since Monday 00:00 in the time zone, and today's index (Monday 0). */
function weekClock(now: Date, timeZone: string): { minute: number; today: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  const today = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return { minute: today * MINUTES_PER_DAY + Number(part('hour')) * 60 + Number(part('minute')), today };
}

/** Each open day as a span of minutes since Monday 00:00 (an overnight span runs past its day, Sunday's past the week). */
function spans(week: OpeningHours): Array<{ day: number; start: number; end: number; close: string; open: string }> {
  return week.flatMap((entry, day) => {
    if (entry.closed) return [];
    const start = day * MINUTES_PER_DAY + minutes(entry.open);
    const length = (minutes(entry.close) - minutes(entry.open) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    return [{ day, start, end: start + length, close: entry.close, open: entry.open }];
  });
}

export interface OpenStatus {
  open: boolean;
  /** "Open now · Closes at 21:00", "Closed · Opens at 09:30", "Closed · Opens Monday at 09:30". */
  text: string;
}

/**
 * Whether the store is open at `now` in the region, and when that changes, in the words of the page's language. Null
 * for a store closed all week.
 */
export function openStatus(
  week: OpeningHours,
  words: Messages['store'],
  now: Date = new Date(),
  timeZone = REGION_TIME_ZONE,
): OpenStatus | null {
  const open = spans(week);
  const first = open[0];
  if (!first) return null;
  const { minute, today } = weekClock(now, timeZone);
  // Sunday's overnight span reaches into Monday morning: the minute a week later may fall inside it.
  const current = open.find(({ start, end }) =>
    [minute, minute + MINUTES_PER_WEEK].some((at) => at >= start && at < end),
  );
  if (current) return { open: true, text: words.hours.openNow(current.close) };
  const next = open.find(({ start }) => start > minute);
  const opening = next ?? first;
  const daysAhead = next ? opening.day - today : opening.day + 7 - today;
  const dayName = week[opening.day]?.day;
  const when = daysAhead === 0 ? '' : daysAhead === 1 ? words.hours.tomorrow : dayName ? words.days[dayName] : '';
  return { open: false, text: words.hours.opens(when, opening.open) };
}

/** "09:30 – 21:00", "18:00 – 02:00 (next day)" or "Closed", in the words of the page's language. */
export function dayHours(entry: OpeningDay, words: Messages['store']): string {
  if (entry.closed) return words.hours.closed;
  const hours = `${entry.open} – ${entry.close}`;
  return minutes(entry.close) < minutes(entry.open) ? words.hours.overnight(hours) : hours;
}

/** Today's index in the week (Monday 0) in the region, for highlighting its line. */
export function regionWeekday(now: Date = new Date(), timeZone = REGION_TIME_ZONE): number {
  return weekClock(now, timeZone).today;
}
