// Reads the add/edit ad form (multipart) and checks it in the spec's order, with the spec's messages.
import { BadRequestError } from '../../lib/errors.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { parseRegionDay, regionDay } from '../../lib/region-time.js';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from './schema.js';

export interface AdFields {
  startDate: string;
  endDate: string;
  offerType: string;
  description: string;
  title?: string;
}

function tooLong(value: string, max: number): boolean {
  return [...value].length > max;
}

/**
 * The text fields, checked: required, lengths, real dates, order, not in the past. On an edit (`current` given)
 * only a date that changes must not be in the past, so an offer that has started can still be corrected.
 */
export function readAdFields(
  form: MultipartForm,
  timeZone: string,
  current?: { startDate: string; endDate: string },
): AdFields {
  const [start, end, offerType, description] = ['startDate', 'endDate', 'offerType', 'description'].map((name) =>
    form.text(name),
  );
  if (!start || !end || !offerType || !description) throw new BadRequestError('Please fill all required fields.');
  const title = form.text('title') || undefined;
  if (tooLong(description, MAX_DESCRIPTION_LENGTH)) {
    throw new BadRequestError(`Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  if (title && tooLong(title, MAX_TITLE_LENGTH)) {
    throw new BadRequestError(`Title must be at most ${MAX_TITLE_LENGTH} characters.`);
  }
  const startDate = parseRegionDay(start, timeZone);
  const endDate = parseRegionDay(end, timeZone);
  if (!startDate || !endDate) throw new BadRequestError('Please enter valid dates.');
  if (endDate < startDate) throw new BadRequestError('End date cannot be before start date.');
  const today = regionDay(timeZone);
  const inPast = (day: string, before: string | undefined) => day !== before && day < today;
  if (inPast(startDate, current?.startDate) || inPast(endDate, current?.endDate)) {
    throw new BadRequestError('Dates cannot be in the past.');
  }
  return { startDate, endDate, offerType, description, title };
}

/** Both a new ad and an edited one need at least one image (kept or new); the upper limit is assertImageRoom's. */
export function assertSomeImage(kept: number, added: number): void {
  if (kept + added === 0) throw new BadRequestError('Please upload at least one image.');
}
