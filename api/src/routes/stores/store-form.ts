// Reads the store form (multipart) and checks it in the order the admin sees the fields, with the spec's messages.
import { normalizePhone, PHONE_MESSAGE } from '@offerboard/shared-types/phone';
import { EMAIL_MESSAGE, isEmail } from '@offerboard/shared-types/rules';
import { BadRequestError, FieldErrors } from '../../lib/errors.js';
import { malayalamTwin } from '../../lib/malayalam-text.js';
import type { FileLimit, MultipartForm } from '../../lib/multipart.js';
import { checkTextLengths } from '../../lib/text-lengths.js';
import { filesOf } from '../../services/image-changes.js';
import { StoreForm } from './schema.js';
import { readStorePlace } from './store-place.js';

const LOGO_REQUIRED = 'Store logo is required';
/** The store form carries one file at most: the logo. */
export const LOGO_FORM: FileLimit = { maxFiles: 1, tooManyFiles: 'Please upload only one store logo.' };

/** Each text field of the form, in form order, with its name in messages. */
const LABELS = {
  storeName: 'Store name',
  ownerName: 'Owner name',
  contact: 'Contact number',
  email: 'Email',
  address: 'Address',
  district: 'District',
  location: 'Location',
  category: 'Category',
} as const;

/** The form's text, trimmed; `contact` holds 10 digits, `location` and `category` an id or a name. */
export type StoreFields = RequiredStoreFields & StoreTwins;
type RequiredStoreFields = Record<keyof typeof LABELS, string>;

/** The Malayalam twins of the name and address: null none, undefined left out (an edit keeps them). */
export interface StoreTwins {
  storeNameMl?: string | null;
  addressMl?: string | null;
}

const TWIN_LABELS = { storeNameMl: 'Store name in Malayalam', addressMl: 'Address in Malayalam' } as const;

/** Each field's text (missing counts as empty), with "… is required" recorded for every empty one. */
export function readRequiredFields(read: (name: keyof RequiredStoreFields) => string | undefined, errors: FieldErrors) {
  const fields = {} as RequiredStoreFields;
  for (const name of Object.keys(LABELS) as (keyof RequiredStoreFields)[]) {
    fields[name] = read(name) ?? '';
    if (!fields[name]) errors.add(name, `${LABELS[name]} is required`);
  }
  return fields;
}

/** The Malayalam name and address as sent (undefined: left out), normalised, their lengths the English fields'. */
export function readStoreTwins(read: (name: keyof StoreTwins) => string | undefined, errors: FieldErrors) {
  const twins: StoreTwins = {
    storeNameMl: malayalamTwin(read('storeNameMl')),
    addressMl: malayalamTwin(read('addressMl')),
  };
  checkTextLengths(
    StoreForm,
    { storeNameMl: twins.storeNameMl ?? undefined, addressMl: twins.addressMl ?? undefined },
    errors,
    (name, max) => `${TWIN_LABELS[name as keyof StoreTwins]} must be at most ${max} characters`,
  );
  return twins;
}

/**
 * Phone, lengths (the store form's schema) and email format; the fields as stored (`contact` as its 10 digits). The
 * phone comes first: a long wrong number is told what a number looks like, not its length.
 */
export function checkFieldFormats(fields: RequiredStoreFields, errors: FieldErrors): RequiredStoreFields {
  const contact = normalizePhone(fields.contact);
  if (fields.contact && !contact) errors.add('contact', PHONE_MESSAGE);
  checkTextLengths(StoreForm, fields, errors, (name, max) => {
    return `${LABELS[name as keyof RequiredStoreFields]} must be at most ${max} characters`;
  });
  if (fields.email && !isEmail(fields.email)) errors.add('email', EMAIL_MESSAGE);
  return { ...fields, contact: contact ?? '' };
}

/**
 * Checks every field and reports every problem at once (a ValidationError naming each field): present, the logo
 * present when creating, phone and email formats, lengths, at most one logo, opening hours and coordinates. Whether the district, location and
 * category exist is the repository's check.
 */
export function readStoreForm(form: MultipartForm, mode: 'create' | 'update') {
  const errors = new FieldErrors();
  const fields = readRequiredFields((name) => form.text(name), errors);
  const logos = filesOf(form.files, 'logoUrl');
  if (mode === 'create' && logos.length === 0) errors.add('logoUrl', LOGO_REQUIRED);
  if (logos.length > 1) errors.add('logoUrl', LOGO_FORM.tooManyFiles);
  const twins = readStoreTwins((name) => form.text(name), errors);
  const stored = { ...checkFieldFormats(fields, errors), ...twins };
  const place = readStorePlace(
    { openingHours: form.text('openingHours'), latitude: form.text('latitude'), longitude: form.text('longitude') },
    errors,
  );
  errors.throwIfAny();
  return { fields: stored, place, logos };
}

/** The path of the one logo a create saved. */
export function savedLogo([path]: string[]): string {
  if (!path) throw new BadRequestError(LOGO_REQUIRED);
  return path;
}
