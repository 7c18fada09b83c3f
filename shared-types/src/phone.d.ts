/** The message for a phone number that is not an Indian 10-digit number (spec section 5). */
export declare const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';

/** The 10 digits of an Indian phone number typed with spaces, dashes or a +91, 91 or 0 prefix; else undefined. */
export declare function normalizePhone(input: string): string | undefined;
