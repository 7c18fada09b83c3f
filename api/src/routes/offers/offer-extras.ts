// The optional richer-offer fields of the ad form (coupon code, terms, prices) and their checks. Prices
// travel in rupees and are stored in paise, so comparisons and sums never meet a binary fraction.
import type { FieldErrors } from '../../lib/errors.js';
import { malayalamTwin } from '../../lib/malayalam-text.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { checkTextLengths, maxLengthOf } from '../../lib/text-lengths.js';
import { CreateOfferForm, MAX_PRICE_RUPEES } from './schema.js';

const COUPON_CODE = /^[A-Za-z0-9_-]+$/;
const RUPEES = /^\d+(?:\.\d{1,2})?$/;

export interface OfferExtras {
  couponCode: string | null;
  terms: string | null;
  /** Null: none; undefined: left out of an edit's form, which keeps it. */
  termsMl: string | null | undefined;
  priceBeforePaise: number | null;
  priceAfterPaise: number | null;
}

const couponCodeMessage = (max: number) => `Coupon code must be at most ${max} letters, digits, - or _ (no spaces).`;
const TOO_LONG = {
  couponCode: couponCodeMessage,
  terms: (max) => `Terms must be at most ${max} characters.`,
  termsMl: (max) => `Terms in Malayalam must be at most ${max} characters.`,
} satisfies Record<string, (max: number) => string>;

/** "499" or "499.50" to paise; undefined for anything else (negative, zero, too many decimals, too large). */
function toPaise(value: string): number | undefined {
  if (!RUPEES.test(value)) return undefined;
  const [rupees = '0', fraction = ''] = value.split('.');
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return paise > 0 && paise <= MAX_PRICE_RUPEES * 100 ? paise : undefined;
}

function readPrice(form: MultipartForm, field: string, errors: FieldErrors): number | null {
  const value = form.text(field);
  if (!value) return null;
  const paise = toPaise(value);
  if (paise === undefined) {
    errors.add(field, `Enter the price in rupees, above 0 and at most ${MAX_PRICE_RUPEES}, e.g. 499 or 499.50.`);
    return null;
  }
  return paise;
}

/** Reads the optional fields; an empty field clears it. Every problem is added to `errors`. */
export function readOfferExtras(form: MultipartForm, errors: FieldErrors): OfferExtras {
  const couponCode = form.text('couponCode') || null;
  // Browsers send a textarea's line breaks as CRLF; store them as plain line feeds.
  const terms = form.text('terms')?.replace(/\r\n?/g, '\n') || null;
  const termsMl = malayalamTwin(form.text('termsMl')?.replace(/\r\n?/g, '\n'));
  // The lengths are the route schema's (the create and edit forms share them).
  const lengths = {
    couponCode: couponCode ?? undefined,
    terms: terms ?? undefined,
    termsMl: termsMl ?? undefined,
  };
  checkTextLengths(CreateOfferForm, lengths, errors, (field, max) => TOO_LONG[field as keyof typeof TOO_LONG](max));
  if (couponCode && !COUPON_CODE.test(couponCode)) {
    errors.add('couponCode', couponCodeMessage(maxLengthOf(CreateOfferForm, 'couponCode') ?? 0));
  }
  const priceBeforePaise = readPrice(form, 'priceBefore', errors);
  const priceAfterPaise = readPrice(form, 'priceAfter', errors);
  if (priceBeforePaise !== null && priceAfterPaise === null && !errors.has('priceAfter')) {
    errors.add('priceAfter', 'Enter the offer price too, or leave both prices empty.');
  }
  if (priceBeforePaise !== null && priceAfterPaise !== null && priceAfterPaise >= priceBeforePaise) {
    errors.add('priceAfter', 'The offer price must be lower than the price before.');
  }
  return { couponCode, terms, termsMl, priceBeforePaise, priceAfterPaise };
}
