// Calendar days in the region's time zone: offers start and end on whole days there, not in UTC.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Today's answer per time zone, reused within the same second: every cached public request asks for it. */
const todayBySecond = new Map<string, { second: number; day: string }>();

/** The day (YYYY-MM-DD) that the instant (default: now) falls on in the time zone. */
export function regionDay(timeZone: string, instant?: Date): string {
  if (instant) return formatter(timeZone).format(instant);
  const second = Math.floor(Date.now() / 1000);
  const memo = todayBySecond.get(timeZone);
  if (memo?.second === second) return memo.day;
  const day = formatter(timeZone).format(new Date(second * 1000));
  todayBySecond.set(timeZone, { second, day });
  return day;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date a client sent: a plain day (YYYY-MM-DD) is taken as is; a full timestamp is placed on the
 * region's calendar. Returns undefined when it is not a real date.
 */
export function parseRegionDay(input: string, timeZone: string): string | undefined {
  const plain = DAY.exec(input);
  if (plain) {
    const [, y, m, d] = plain.map(Number) as [number, number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
      ? input
      : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(input)) return undefined;
  const instant = new Date(input);
  return Number.isNaN(instant.getTime()) ? undefined : regionDay(timeZone, instant);
}

/** Adds whole days to a YYYY-MM-DD day (the offer statuses count days the same way). */
export { addDays } from '@offerboard/shared-types/offer-status';

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The time the zone's clocks show at the instant, as if it were UTC (ms): its difference to the instant is the offset. */
export function regionWallClock(timeZone: string, instant: number): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value);
  const parts = format.formatToParts(instant);
  return Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
}

/** The hour (0-23) the zone's clocks show at the instant. */
export function regionHour(timeZone: string, instant: Date): number {
  return new Date(regionWallClock(timeZone, instant.getTime())).getUTCHours();
}

/**
 * Milliseconds from `now` until the zone's clocks next show `hour`:00 (plus a second, so that a timer set for it
 * wakes when the hour has begun).
 */
export function msUntilRegionHour(timeZone: string, now: Date, hour: number): number {
  const wallNow = regionWallClock(timeZone, now.getTime());
  const wall = new Date(wallNow);
  const at = (dayOffset: number) =>
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + dayOffset, hour);
  const next = at(0) > wallNow ? at(0) : at(1);
  return next - wallNow - now.getMilliseconds() + 1000;
}

/** The instant (ms) at which the day (YYYY-MM-DD) begins in the time zone. */
export function regionDayStart(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset near that midnight; a second look settles a day that begins across a clock change.
  const first = midnightUtc - (regionWallClock(timeZone, midnightUtc) - midnightUtc);
  return midnightUtc - (regionWallClock(timeZone, first) - first);
}
