// Opening hours as a shop owner types them in one spreadsheet cell ("Mon-Sat 09:30-21:00; Sun closed", "Daily
// 9am-9pm", "Mon to Fri 9:30-6, Sat 10-2, Sun off"), read into the week the store form sends. Days left out are closed.

export interface OpeningDay {
  day: (typeof WEEKDAYS)[number];
  closed: boolean;
  open: string;
  close: string;
}

type HoursReading = { week: OpeningDay[] } | { error: string };

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const HOURS_EXAMPLE = 'Mon-Sat 09:30-21:00; Sun closed';

/** A day's name in full or as people shorten it: 'Mon', 'Tues', 'Thurs', 'Weds.'. */
const DAY_NAME = /^(mon(day)?|tue(s|sday)?|wed(s|nesday)?|thu(r|rs|rsday)?|fri(day)?|sat(urday)?|sun(day)?)\.?$/;
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const EVERY_DAY = /^(daily|every ?day|all days|all week)$/;
const CLOSED_WORDS = 'closed|close|off|holiday|shut';
const CLOSED = new RegExp(`^(${CLOSED_WORDS})$`);
/** Where a part's hours start: its first digit, or a word that stands for a time or for closed. */
const HOURS_START = new RegExp(`\\d|\\b(${CLOSED_WORDS}|noon|midnight)\\b`);
/** 9, 09:30, 9.30, 9am, 9:30 p.m., noon, midnight. */
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?(?:\\s*([ap])\\.?\\s*m\\.?)?|(noon)|(midnight)';
const SPAN = new RegExp(`^(?:${TIME})\\s*(?:-|to|till|until)\\s*(?:${TIME})$`);

/** The times a closed day keeps (the API wants times on every day), those the store form starts a week with. */
const CLOSED_DAY = { open: '09:30', close: '21:00' };

const unreadable = (text: string) => `could not read '${text}'. Write it like ${HOURS_EXAMPLE}`;

/** The weekday indexes (Monday 0) a part's days name, or undefined when one is not a day; a range may wrap (Sat-Mon). */
function readDays(text: string): number[] | undefined {
  if (text === '' || EVERY_DAY.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const days: number[] = [];
  const ranged = text.replace(/\s*(?:-|\bto\b|\bthru\b|\bthrough\b|\btill\b)\s*/g, '-');
  for (const token of ranged.split(/\s*(?:&|\/|\+|\band\b|\s)\s*/).filter(Boolean)) {
    const [first, last = first] = token
      .split('-')
      .map((name) => (DAY_NAME.test(name) ? DAY_KEYS.indexOf(name.slice(0, 3)) : -1));
    if (first === undefined || last === undefined || first < 0 || last < 0 || token.split('-').length > 2) return;
    for (let day = first; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === last) break;
    }
  }
  return days;
}

type TimeParts = [hour?: string, minute?: string, half?: string, noon?: string, midnight?: string];

/**
 * Minutes since midnight, and whether the time is certain (am or pm written, noon, midnight, 24:00) rather than an hour
 * that may be on a 12-hour clock; undefined when the hour or minute is out of range.
 */
function readTime([hour, minute = '00', half, noon, midnight]: TimeParts):
  | { at: number; certain: boolean }
  | undefined {
  if (noon) return { at: 12 * 60, certain: true };
  if (midnight) return { at: 0, certain: true };
  let hours = Number(hour);
  const minutes = Number(minute);
  if (minutes > 59) return;
  if (half) {
    if (hours < 1 || hours > 12) return;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 24 || (hours === 24 && minutes > 0)) return;
  return { at: (hours % 24) * 60 + minutes, certain: Boolean(half) || hours === 24 };
}

const clock = (at: number) => `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;

/**
 * Opening and closing times. A closing hour written without am/pm that is at or before the opening hour but after it
 * on a 12-hour clock is in the afternoon ("9-5" is 09:00-17:00, "10-1" is 10:00-13:00); otherwise an earlier closing
 * time closes after midnight, as the store form reads it ("18:00-02:00").
 */
function readSpan(text: string): { open: string; close: string } | undefined {
  const match = SPAN.exec(text);
  if (!match) return;
  const open = readTime(match.slice(1, 6) as TimeParts);
  const close = readTime(match.slice(6, 11) as TimeParts);
  if (!open || !close) return;
  const afternoon = !close.certain && close.at < 12 * 60 && close.at <= open.at && close.at + 12 * 60 > open.at;
  return { open: clock(open.at), close: clock(close.at + (afternoon ? 12 * 60 : 0)) };
}

/**
 * The week a cell describes, or what could not be read in it (in words). Parts are separated by ';', ',' or a new
 * line, each some days ("Mon-Fri", "Sat & Sun", "Daily"; none, in a cell of one part, means every day) then a span
 * of time or "closed"; days named on their own share the next part's hours ("Mon, Wed 9-5"). A store has one span a
 * day, so a second one for the same day is refused rather than guessed at.
 */
export function readHours(cell: string): HoursReading {
  const parts = cell
    .replace(/[–—]/g, '-')
    .split(/[;,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const week: Array<OpeningDay | undefined> = WEEKDAYS.map(() => undefined);
  let waiting: number[] = [];
  for (const written of parts) {
    const part = written.toLowerCase().replace(/\s+/g, ' ');
    const hoursAt = part.search(HOURS_START);
    const daysText = (hoursAt === -1 ? part : part.slice(0, hoursAt)).replace(/[:\s]+$/, '');
    const hoursText = hoursAt === -1 ? '' : part.slice(hoursAt);
    const days = readDays(daysText);
    if (!days || (!daysText && parts.length > 1) || (!hoursText && !daysText)) return { error: unreadable(written) };
    if (!hoursText) {
      waiting = [...waiting, ...days];
      continue;
    }
    const closed = CLOSED.test(hoursText);
    const span = closed ? CLOSED_DAY : readSpan(hoursText);
    if (!span) return { error: unreadable(written) };
    for (const day of [...waiting, ...days]) {
      if (week[day]) return { error: `${WEEKDAYS[day]} is given twice in '${cell.trim()}'` };
      week[day] = { day: WEEKDAYS[day] as OpeningDay['day'], closed, ...span };
    }
    waiting = [];
  }
  if (waiting.length > 0 || parts.length === 0) return { error: unreadable(cell.trim()) };
  return { week: WEEKDAYS.map((day, index) => week[index] ?? { day, closed: true, ...CLOSED_DAY }) };
}
