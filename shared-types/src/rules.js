// Rules the API and both sites apply alike (plain JavaScript, so the built API can import it at run time as it is;
// rules.d.ts gives it types). The phone rule is in phone.js.
import { contactPhone } from './phone.js';

/**
 * The region's time zone: the API's REGION_TZ default, and the clock both sites read offer days and opening hours on
 * (a deployment for another region changes both).
 */
export const REGION_TIME_ZONE = 'Asia/Kolkata';

/** Today in the region as YYYY-MM-DD, whatever the clock zone of the machine or browser that asks. */
export function regionToday(now = new Date()) {
  regionDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: REGION_TIME_ZONE });
  return regionDayFormat.format(now);
}
/**
 * One formatter for the module's life: each Intl.DateTimeFormat holds tens of KB outside the JS heap. Made at the first
 * call, not when the module loads: loading the zone's data costs a phone tens of milliseconds, which a page importing
 * these rules would otherwise pay while it starts.
 */
let regionDayFormat;

/** Widths of the smaller copies stored beside each uploaded image, for srcset (docs/decisions/003-*). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280];
/** The widest an upload is stored: the API scales wider ones down, and the admin's browser does before sending. */
export const MAX_STORED_IMAGE_WIDTH = 1600;

/** The most images one ad or category keeps; a store logo and a banner have one. */
export const MAX_IMAGES_PER_RECORD = 5;
/** The largest upload, per file. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The spec's messages for an upload refused by content, by size, or for a record that has no room left. */
export function unsupportedImageMessage(filename) {
  return `File ${filename} is not a supported image format (PNG, JPG, JPEG, WebP).`;
}
export function imageTooLargeMessage(filename) {
  return `Image ${filename} is too large (max 5MB).`;
}
export function imageRoomMessage(room, max) {
  return `You can only upload ${room} more image(s) (max ${max} total).`;
}

export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** Each part is free of dots and at-signs, so the pattern has one way to match and runs in linear time. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(input) {
  return EMAIL_PATTERN.test(input);
}

/** The screen sizes a home-page banner is for. */
export const BANNER_SCREENS = ['desktop', 'mobile'];
/**
 * What the public site records per offer and per store and day (POST /events): a page view, and taps on WhatsApp,
 * Call, Directions (any map link of the store), Share (or copying the offer's link) and Save.
 */
export const VISITOR_EVENTS = ['view', 'whatsapp', 'call', 'directions', 'share', 'save'];
/**
 * The picture each screen's banner fits best: desktop banners show 500 px high across the screen, mobile ones whole
 * at the phone's width (4:5), at most 70% of its height.
 */
export const BANNER_SIZES = { desktop: { width: 1920, height: 500 }, mobile: { width: 800, height: 1000 } };

/** Why an image of this size cannot be that screen's banner (a wide picture on a phone shows as a strip), or null. */
export function bannerShapeProblem(screen, width, height) {
  const best = BANNER_SIZES[screen];
  const wrong = screen === 'mobile' ? width > height : height > width;
  if (!best || !wrong) return null;
  const shape = screen === 'mobile' ? 'taller than it is wide' : 'wider than it is tall';
  return `A ${screen} banner must be ${shape} (${best.width} x ${best.height} px fits best); this image is ${width} x ${height} px.`;
}

/** What a banner's web link that is not one is told. */
export const WEB_ADDRESS_MESSAGE = 'Enter a web address, such as www.example.com/offers or https://example.com';

/**
 * A banner's web link as it is stored, or undefined when it is not one: http or https only (never script, a local
 * file or ftp). Typed without its scheme, as people copy it from a poster ("www.example.com/onam"), it is https, and
 * then its host must have a dot, so a stray word is not taken for a site.
 */
export function webAddress(input) {
  const typed = input.trim();
  // A colon before a digit ends a host and starts its port ("example.com:8080/sale"); it names no scheme.
  const schemeTyped = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(typed);
  let url;
  try {
    url = new URL(schemeTyped ? typed : `https://${typed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || (!schemeTyped && !url.hostname.includes('.'))) return undefined;
  return url.href;
}
/** What a visitor can write about on the contact form. */
export const CONTACT_SERVICES = ['myshop', 'enquire', 'complaint'];

/** The longest message the contact form takes, in characters (the form counts down to it). */
export const MAX_CONTACT_MESSAGE = 5000;

/** The contact form's fields in the spec's order (section 5): the first wrong one is the one to report or focus. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message'];

/** The input type of the contact form's three plain fields. */
export const CONTACT_INPUT_TYPES = { name: 'text', email: 'email', phone: 'tel' };

/** How long to wait, in words: "45 seconds", "1 minute", "10 minutes". */
export function waitText(seconds) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The message for one contact form field in the form's language (`texts`: CONTACT_FORM of contact-en.js, the spec's,
 * or another language's), or undefined when it is right.
 */
export function contactFieldError(field, input, texts) {
  const value = (input ?? '').trim();
  const { errors } = texts;
  switch (field) {
    case 'name':
      return value ? undefined : errors.name;
    case 'email':
      if (!value) return errors.email;
      return isEmail(value) ? undefined : errors.emailInvalid;
    case 'phone':
      if (!value) return errors.phone;
      return contactPhone(value) ? undefined : errors.phoneInvalid;
    case 'service':
      return CONTACT_SERVICES.includes(value) ? undefined : errors.service;
    case 'message':
      if (!value) return errors.message;
      return value.length > MAX_CONTACT_MESSAGE ? errors.messageTooLong(MAX_CONTACT_MESSAGE, value.length) : undefined;
  }
}

/** The longest offer title: one line on a card, the page heading, the tab and share title. */
export const MAX_OFFER_TITLE_LENGTH = 80;

/** Text on one line, cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function cutAtWord(text, max) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–]+$/, '')}…`;
}

/**
 * An offer's title when the operator gives none (the original product's client never sends one): the start of its
 * description, which is what the original product showed as the heading (docs/decisions/032-*).
 */
export function titleFromDescription(description) {
  return cutAtWord(description, MAX_OFFER_TITLE_LENGTH);
}

/** The demo admin of `make start` and the tests (the API refuses it in production). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-123' };

/** The demo store owner that `make start`'s demo data creates (it owns the first demo store). */
export const DEMO_OWNER = { email: 'owner@example.com', password: 'demo-owner-123' };
