/** The message for a phone number that is not an Indian 10-digit number (spec section 5). */
export declare const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** The 10 digits of an Indian phone number (mobile, or landline with its STD code) as typed; else undefined. */
export declare function normalizePhone(input: string): string | undefined;

/** The message for a contact phone number that is neither Indian nor written with its country code. */
export declare const CONTACT_PHONE_MESSAGE = 'Please enter a valid phone number: 10 digits, or + and the country code';

/** An Indian number as its 10 digits, or one from abroad with its country code as + and its digits; else undefined. */
export declare function contactPhone(input: string): string | undefined;
