// Phone numbers as people type them, one rule for the API and the site (plain JavaScript, so the built API can
// import it at run time as it is; phone.d.ts gives it types).

/** The message for a phone number that is not an Indian 10-digit number (spec section 5). */
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** The 10 digits of an Indian phone number typed with spaces, dashes or a +91, 91 or 0 prefix; else undefined. */
export function normalizePhone(input) {
  return /^(?:\+91|91|0)?(\d{10})$/.exec(input.replace(/[\s-]/g, ''))?.[1];
}
