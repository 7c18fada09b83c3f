// Reads the add/edit ad form (multipart) and checks it in the spec's order, with the spec's messages.
import { FieldErrors } from '../../lib/errors.js';
import { malayalamTwin } from '../../lib/malayalam-text.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { parseRegionDay, regionDay } from '../../lib/region-time.js';
import { checkTextLengths } from '../../lib/text-lengths.js';
import { type OfferExtras, readOfferExtras } from './offer-extras.js';
import { CreateOfferForm } from './schema.js';

export interface OfferFields extends OfferExtras {
  startDate: string;
  endDate: string;
  offerType: string;
  description: string;
  /** The operator's title; when absent, the description's start is the title. */
  title?: string;
  /** The Malayalam twins (null: none, undefined: left out, an edit keeps them). */
  titleMl: string | null | undefined;
  descriptionMl: string | null | undefined;
}

const REQUIRED = 'Please fill all required fields.';
const LABELS: Record<string, string> = {
  description: 'Description',
  title: 'Title',
  descriptionMl: 'Description in Malayalam',
  titleMl: 'Title in Malayalam',
};

/**
 * The text fields and the image count, checked: required, lengths, the optional offer extras, real dates, order, not in the past, at least one
 * image; every wrong field is reported at once. On an edit (`current` given) only a date that changes must not be
 * in the past, so an offer that has started can still be corrected.
 */
export function readOfferFields(
  form: MultipartForm,
  timeZone: string,
  imageCount: number,
  current?: { startDate: string; endDate: string },
): OfferFields {
  const errors = new FieldErrors();
  const [start, end, offerType, description] = ['startDate', 'endDate', 'offerType', 'description'].map((name) => {
    const value = form.text(name);
    if (!value) errors.add(name, REQUIRED);
    return value ?? '';
  }) as [string, string, string, string];
  // shortTitle is the title's former name: a form from before the two became one still keeps its title.
  const title = form.text('title') || form.text('shortTitle') || undefined;
  const titleMl = malayalamTwin(form.text('titleMl'));
  const descriptionMl = malayalamTwin(form.text('descriptionMl'));
  // The create and edit forms share their text fields and lengths.
  const texts = { description, title, titleMl: titleMl ?? undefined, descriptionMl: descriptionMl ?? undefined };
  checkTextLengths(CreateOfferForm, texts, errors, (field, max) => {
    return `${LABELS[field]} must be at most ${max} characters.`;
  });
  const extras = readOfferExtras(form, errors);
  const startDate = start ? parseRegionDay(start, timeZone) : undefined;
  const endDate = end ? parseRegionDay(end, timeZone) : undefined;
  if (start && !startDate) errors.add('startDate', 'Please enter valid dates.');
  if (end && !endDate) errors.add('endDate', 'Please enter valid dates.');
  if (startDate && endDate && endDate < startDate) errors.add('endDate', 'End date cannot be before start date.');
  const today = regionDay(timeZone);
  const inPast = (day: string | undefined, before: string | undefined) => day && day !== before && day < today;
  if (inPast(startDate, current?.startDate)) errors.add('startDate', 'Dates cannot be in the past.');
  if (inPast(endDate, current?.endDate)) errors.add('endDate', 'Dates cannot be in the past.');
  if (imageCount === 0) errors.add('adsImages', 'Please upload at least one image.');
  errors.throwIfAny();
  return {
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    offerType,
    description,
    title,
    titleMl,
    descriptionMl,
    ...extras,
  };
}
