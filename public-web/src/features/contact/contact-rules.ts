// The contact form's checks in the spec's order (section 5), each message shown next to its field in the page's
// language. They are the API's own (shared-types), so the site and the API cannot tell a visitor different things.
import { contactPhone } from '@offerboard/shared-types/phone';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_TYPES,
  CONTACT_SERVICES,
  type ContactField,
  type ContactFormTexts,
  contactFieldError,
  MAX_CONTACT_MESSAGE,
} from '@offerboard/shared-types/rules';

export { CONTACT_FIELDS, CONTACT_INPUT_TYPES, CONTACT_SERVICES, type ContactField, MAX_CONTACT_MESSAGE };

export type ContactForm = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Every field's problem at once, in the form's words. */
export function contactErrors(form: ContactForm, texts: ContactFormTexts): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldError(field, form[field], texts);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** What is sent: the phone as its 10 digits (or + and its country code), however it was typed. */
export function contactBody(form: ContactForm): ContactForm {
  return { ...form, phone: contactPhone(form.phone) ?? form.phone };
}
