// Phone numbers and email addresses as people type them: normalised and checked the same way everywhere.
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Each part is free of dots and at-signs, so the pattern has one way to match and runs in linear time. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The 10 digits of an Indian phone number typed with spaces, dashes or a +91, 91 or 0 prefix; else undefined. */
export function normalizePhone(input: string): string | undefined {
  return /^(?:\+91|91|0)?(\d{10})$/.exec(input.replace(/[\s-]/g, ''))?.[1];
}

export function isEmail(input: string): boolean {
  return EMAIL_PATTERN.test(input);
}
