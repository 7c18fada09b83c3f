// The contact form's checks in the spec's order (section 5), each message shown next to its field. The API repeats
// them; the phone rule (numbers as people type them) is the API's own, shared through shared-types.
import { normalizePhone, PHONE_MESSAGE } from '@offerboard/shared-types/phone';

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields in the spec's order: the first wrong one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'service', 'message'];

export const SERVICES = [
  { value: 'myshop', label: 'Advertise my shop' },
  { value: 'enquire', label: 'Enquire About An Offer' },
  { value: 'complaint', label: 'Complaint About An Offer' },
] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function fieldError(field: ContactField, form: ContactForm): string | undefined {
  const value = form[field].trim();
  switch (field) {
    case 'name':
      return value ? undefined : 'Please enter your name';
    case 'email':
      if (!value) return 'Please enter your email';
      return EMAIL_PATTERN.test(value) ? undefined : 'Please enter a valid email address';
    case 'phone':
      if (!value) return 'Please enter your phone number';
      return normalizePhone(value) ? undefined : PHONE_MESSAGE;
    case 'service':
      return SERVICES.some((service) => service.value === form.service) ? undefined : 'Please select a service';
    case 'message':
      return value ? undefined : 'Please enter your message';
  }
}

/** Every field's problem at once, with the spec's messages. */
export function contactErrors(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = fieldError(field, form);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** What is sent: the phone as its 10 digits, however it was typed. */
export function contactBody(form: ContactForm): ContactForm {
  return { ...form, phone: normalizePhone(form.phone) ?? form.phone };
}
