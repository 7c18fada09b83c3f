// An audit log change in words, as people read it: dates in the region's time, a week of opening hours as
// "Mon–Sat 09:00–21:00, Sun closed", prices in rupees, and pictures as "logo changed" rather than their counts.
import { formatDateTime, formatDay, formatRupees, formatWeek, type OpeningDay } from '../../lib/format';
import type { AuditEntry } from './api/queries';

type Change = AuditEntry['changes'][number];

/** The fields the API records as a count of pictures, and what one of them is called. */
const IMAGE_FIELDS: Record<string, { one: string; many: string }> = {
  logoUrl: { one: 'logo', many: 'logo' },
  images: { one: 'image', many: 'images' },
  photos: { one: 'photo', many: 'photos' },
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LONGEST_TEXT = 80;

/** 'storeName' -> 'store name'; a price stored in paise is named without its unit; 'titleMl' -> 'title in Malayalam'. */
function fieldLabel(field: string): string {
  const malayalam = /[a-z]Ml$/.test(field);
  const words = (malayalam ? field.slice(0, -2) : field)
    .replace(/Paise$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return malayalam ? `${words} in Malayalam` : words;
}

function isWeek(value: unknown): value is OpeningDay[] {
  return Array.isArray(value) && value.length > 0 && value.every((day) => typeof day?.day === 'string');
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && field.endsWith('Paise')) return formatRupees(value / 100);
  if (typeof value === 'string' && TIMESTAMP.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
  if (isWeek(value)) return formatWeek(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_TEXT ? `${text.slice(0, LONGEST_TEXT - 1)}…` : text;
}

/** "logo changed", "images added (2)", "photos changed (2 → 3)": the API records pictures by count. */
function imagesText(names: { one: string; many: string }, before: unknown, after: unknown): string {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const [was, now] = [count(before), count(after)];
  const noun = (n: number) => (n === 1 ? names.one : names.many);
  if (was === 0) return `${noun(now)} added${now > 1 ? ` (${now})` : ''}`;
  if (now === 0) return `${noun(was)} removed`;
  return `${noun(Math.max(was, now))} changed${was === now ? '' : ` (${was} → ${now})`}`;
}

/** The field and its values before and after, or for pictures, what happened to them. */
export function changeText({ field, before, after }: Change): { label: string; text: string } {
  const images = IMAGE_FIELDS[field];
  if (images) return { label: '', text: imagesText(images, before, after) };
  return { label: fieldLabel(field), text: `${valueText(field, before)} → ${valueText(field, after)}` };
}
