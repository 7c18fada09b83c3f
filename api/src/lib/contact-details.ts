// Phone numbers and email addresses as people type them: normalised and checked the same way everywhere (the phone
// rule is shared with the public site's contact form).
export { normalizePhone, PHONE_MESSAGE } from '@offerboard/shared-types/phone';
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Each part is free of dots and at-signs, so the pattern has one way to match and runs in linear time. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(input: string): boolean {
  return EMAIL_PATTERN.test(input);
}
