// Phone numbers as people type them, one rule for the API and the site (plain JavaScript, so the built API can
// import it at run time as it is; phone.d.ts gives it types).

/** The message for a phone number that is not an Indian 10-digit number (spec section 5). */
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** Spaces, dashes, dots and brackets people put in phone numbers: "(0484) 234-5678". */
const SEPARATORS = /[\s().-]/g;

/**
 * The 10 digits of an Indian phone number typed with separators or a +91, 91 or 0 prefix (a mobile, or a landline
 * with its STD code: "(0484) 2345678"); else undefined.
 */
export function normalizePhone(input) {
  return /^(?:\+91|91|0)?(\d{10})$/.exec(input.replace(SEPARATORS, ''))?.[1];
}

/** The message for a contact phone number that is neither Indian nor written with its country code. */
export const CONTACT_PHONE_MESSAGE = 'Please enter a valid phone number: 10 digits, or + and the country code';

/**
 * A number a visitor can be called back on: an Indian one as its 10 digits, or one from abroad (a Gulf mobile,
 * "+971 50 123 4567") written with + or 00 and its country code, as + and its 8 to 15 digits; else undefined.
 */
export function contactPhone(input) {
  const indian = normalizePhone(input);
  if (indian) return indian;
  const abroad = /^(?:\+|00)([1-9]\d{7,14})$/.exec(input.replace(SEPARATORS, ''))?.[1];
  return abroad && !abroad.startsWith('91') ? `+${abroad}` : undefined;
}
