// Dates as the spec shows them (en-IN, day, short month, year), and other values as the admin reads them.
import { REGION_TIME_ZONE } from '@offerboard/shared-types/rules';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
/** Moments on the region's clock, wherever the admin's browser is (the offers' days are the region's too). */
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: REGION_TIME_ZONE,
});

/** A YYYY-MM-DD day or ISO timestamp as '21 Nov 2026'. */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? 'Date not available' : dayFormat.format(date);
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Date not available' : dateTimeFormat.format(date);
}

/** Today in the region as YYYY-MM-DD (the minimum of the ad date inputs: the API refuses days before it). */
export { regionToday as todayIso } from '@offerboard/shared-types/rules';

/** A YYYY-MM-DD day as a local Date (spreadsheets store dates, not text). */
export function dayToDate(value: string): Date {
  return new Date(`${value.slice(0, 10)}T00:00:00`);
}

/** A count with its noun, singular for one: '1 view', '3 views'. */
export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Text as a sentence of its own, its full stop added only when it has no closing punctuation, so a sentence can follow
 * it: 'Blurry photo' and 'Blurry photo.' both read 'Blurry photo.'; 'Why this price?' stays as it is.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** An amount in rupees as '₹1,299.50' (whole amounts without paise: '₹2,000'). */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount).replace(/\.00$/, '');
}

export interface OpeningDay {
  day: string;
  closed: boolean;
  open: string;
  close: string;
}

/** A store's week with consecutive days of the same hours together: "Mon–Sat 09:00–21:00, Sun closed". */
export function formatWeek(week: OpeningDay[]): string {
  const hours = (day: OpeningDay) => (day.closed ? 'closed' : `${day.open}–${day.close}`);
  const runs: Array<{ first: string; last: string; hours: string }> = [];
  for (const day of week) {
    const name = day.day.slice(0, 3);
    const run = runs.at(-1);
    if (run && run.hours === hours(day)) run.last = name;
    else runs.push({ first: name, last: name, hours: hours(day) });
  }
  return runs
    .map((run) => `${run.first === run.last ? run.first : `${run.first}–${run.last}`} ${run.hours}`)
    .join(', ');
}
