// Where a store is and when it is open: coordinates and the week's opening hours, as schemas and as the form reads them.
// A closing time earlier than the opening time means the store closes after midnight (18:00 to 02:00 runs into the
// next day); equal times are refused, since they could mean either closed or open all day.
import { Type } from 'typebox';
import { type OpeningHours, WEEKDAYS } from '../../db/schema.js';
import type { FieldErrors } from '../../lib/errors.js';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const OpeningDay = Type.Object({
  day: Type.Enum(WEEKDAYS),
  closed: Type.Boolean(),
  open: Type.String({ pattern: TIME.source, description: 'HH:MM, 24-hour, in REGION_TZ' }),
  close: Type.String({
    pattern: TIME.source,
    description: 'HH:MM, 24-hour; earlier than `open` means after midnight (the next day)',
  }),
});

export const OpeningHoursSchema = Type.Union([Type.Array(OpeningDay, { minItems: 7, maxItems: 7 }), Type.Null()], {
  description: 'The week, Monday first; null when not given',
});

export const Coordinate = (name: string) =>
  Type.Union([Type.Number(), Type.Null()], { description: `${name} in WGS 84 degrees; null when not given` });

/** The place fields of a store as stored. */
export interface StorePlace {
  openingHours: OpeningHours | null;
  latitude: number | null;
  longitude: number | null;
}

const OPENING_HOURS_FORMAT =
  'Opening hours must be a list of the 7 weekdays, Monday first, each with closed, open and close (HH:MM)';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The week from the form's JSON text, or a message saying what is wrong with it. */
export function parseOpeningHours(text: string): OpeningHours | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return OPENING_HOURS_FORMAT;
  }
  if (!Array.isArray(value) || value.length !== WEEKDAYS.length) return OPENING_HOURS_FORMAT;
  const week: OpeningHours = [];
  for (const [index, day] of WEEKDAYS.entries()) {
    const entry: unknown = value[index];
    if (!isRecord(entry) || entry.day !== day || typeof entry.closed !== 'boolean') return OPENING_HOURS_FORMAT;
    const { open, close, closed } = entry;
    if (typeof open !== 'string' || !TIME.test(open) || typeof close !== 'string' || !TIME.test(close)) {
      return `${day}: opening and closing times must be HH:MM (24-hour), e.g. 09:30 and 21:00`;
    }
    if (!closed && open === close) {
      return `${day}: the closing time must differ from the opening time (mark the day closed if it is)`;
    }
    week.push({ day, closed, open, close });
  }
  return week;
}

/** A coordinate from the form's text: a decimal number of degrees within the bound, or a message. */
function parseCoordinate(text: string, label: string, bound: number): number | string {
  const value = /^[-+]?\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > bound) {
    return `${label} must be a number of degrees from -${bound} to ${bound}`;
  }
  return value;
}

type PlaceText = Partial<Record<keyof StorePlace, string>>;

/**
 * The place fields a form sent, checked, with each problem recorded against its field. A field left out of the form
 * is left out of the result (an edit keeps what is stored); an empty one clears it. Coordinates go in pairs.
 */
export function readStorePlace(text: PlaceText, errors: FieldErrors): Partial<StorePlace> {
  const place: Partial<StorePlace> = {};
  if (text.openingHours !== undefined) {
    const hours = text.openingHours === '' ? null : parseOpeningHours(text.openingHours);
    if (typeof hours === 'string') errors.add('openingHours', hours);
    else place.openingHours = hours;
  }
  if (text.latitude === undefined && text.longitude === undefined) return place;
  const latitude = text.latitude ? parseCoordinate(text.latitude, 'Latitude', 90) : null;
  const longitude = text.longitude ? parseCoordinate(text.longitude, 'Longitude', 180) : null;
  if (typeof latitude === 'string') errors.add('latitude', latitude);
  if (typeof longitude === 'string') errors.add('longitude', longitude);
  if (typeof latitude === 'string' || typeof longitude === 'string') return place;
  if ((latitude === null) !== (longitude === null)) {
    errors.add(latitude === null ? 'latitude' : 'longitude', 'Give both latitude and longitude, or neither');
    return place;
  }
  return { ...place, latitude, longitude };
}
