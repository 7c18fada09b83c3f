// Where a seeded shop stands and when it opens: a spot within ~400 m of its town's centre, and a week like a
// Kerala shop's (most close on Sunday or keep shorter Sunday hours; eateries open late, one kind past midnight).
import { type OpeningHours, WEEKDAYS } from '../db/schema.js';
import type { Town } from './kerala-places.js';
import type { SeededRandom } from './seeded-random.js';

/** Opening and closing time for Monday to Saturday, and for Sunday (null: closed). */
type WeekPattern = readonly [weekdays: readonly [string, string], sunday: readonly [string, string] | null];

const PATTERNS: readonly WeekPattern[] = [
  [['09:30', '21:00'], null],
  [
    ['09:00', '20:30'],
    ['10:00', '13:00'],
  ],
  [
    ['10:00', '22:00'],
    ['10:00', '22:00'],
  ],
  [
    ['07:00', '22:30'],
    ['07:00', '22:30'],
  ],
  [
    ['11:00', '23:30'],
    ['12:00', '23:30'],
  ],
  [
    ['18:00', '02:00'],
    ['18:00', '01:00'],
  ],
];

export function openingHoursFor(random: SeededRandom): OpeningHours {
  const [weekdays, sunday] = random.pick(PATTERNS);
  return WEEKDAYS.map((day) => {
    const hours = day === 'Sunday' ? sunday : weekdays;
    return hours
      ? { day, closed: false, open: hours[0], close: hours[1] }
      : { day, closed: true, open: weekdays[0], close: weekdays[1] };
  });
}

/** About 400 m around the centre, in 5 decimals (about a metre), as a pin dropped on a map gives them. */
export function spotIn(random: SeededRandom, town: Town): { latitude: number; longitude: number } {
  const jitter = () => (random.next() - 0.5) * 0.008;
  const round = (degrees: number) => Math.round(degrees * 100_000) / 100_000;
  return { latitude: round(town.at[0] + jitter()), longitude: round(town.at[1] + jitter()) };
}
