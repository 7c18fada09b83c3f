/** The region's time zone: the API's REGION_TZ default and the clock both sites read offer days on. */
export declare const REGION_TIME_ZONE: string;
/** Today in the region as YYYY-MM-DD. */
export declare function regionToday(now?: Date): string;
/** Widths of the smaller copies stored beside each uploaded image, for srcset (docs/decisions/003-*). */
export declare const IMAGE_VARIANT_WIDTHS: readonly [320, 640, 960, 1280];
/** The widest an upload is stored: the API scales wider ones down, and the admin's browser does before sending. */
export declare const MAX_STORED_IMAGE_WIDTH = 1600;

/** The most images one ad or category keeps; a store logo and a banner have one. */
export declare const MAX_IMAGES_PER_RECORD = 5;
/** The largest upload, per file. */
export declare const MAX_IMAGE_BYTES: number;

/** The spec's messages for an upload refused by content, by size, or for a record that has no room left. */
export declare function unsupportedImageMessage(filename: string): string;
export declare function imageTooLargeMessage(filename: string): string;
export declare function imageRoomMessage(room: number, max: number): string;

export declare const EMAIL_MESSAGE = 'Please enter a valid email address';
export declare function isEmail(input: string): boolean;

/** The screen sizes a home-page banner is for. */
export declare const BANNER_SCREENS: readonly ['desktop', 'mobile'];
/** What the public site records per offer and per store and day (POST /events). */
export declare const VISITOR_EVENTS: readonly ['view', 'whatsapp', 'call', 'directions', 'share', 'save'];
export type VisitorEvent = (typeof VISITOR_EVENTS)[number];
/** The picture each screen's banner fits best. */
export declare const BANNER_SIZES: Readonly<Record<(typeof BANNER_SCREENS)[number], { width: number; height: number }>>;
/** Why an image of this size cannot be that screen's banner (a wide picture on a phone shows as a strip), or null. */
export declare function bannerShapeProblem(
  screen: (typeof BANNER_SCREENS)[number],
  width: number,
  height: number,
): string | null;

/** What a banner's web link that is not one is told. */
export declare const WEB_ADDRESS_MESSAGE: string;
/** A banner's web link as it is stored (http or https; typed without a scheme it is https), or undefined. */
export declare function webAddress(input: string): string | undefined;
/** What a visitor can write about on the contact form. */
export declare const CONTACT_SERVICES: readonly ['myshop', 'enquire', 'complaint'];
export type ContactService = (typeof CONTACT_SERVICES)[number];

/** The longest message the contact form takes, in characters (the form counts down to it). */
export declare const MAX_CONTACT_MESSAGE = 5000;
/** The contact form's fields in the spec's order (section 5): the first wrong one is the one to report or focus. */
export declare const CONTACT_FIELDS: readonly ['name', 'email', 'phone', 'service', 'message'];
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The input type of the contact form's three plain fields. */
export declare const CONTACT_INPUT_TYPES: Readonly<Record<'name' | 'email' | 'phone', 'text' | 'email' | 'tel'>>;

/** How long to wait, in words: "45 seconds", "1 minute", "10 minutes". */
export declare function waitText(seconds: number): string;

/** The contact form's words in one language, for the site's form and the API alike. */
export interface ContactFormTexts {
  readonly labels: Readonly<Record<ContactField, string>>;
  readonly noService: string;
  readonly services: Readonly<Record<ContactService, string>>;
  readonly name: string;
  readonly send: string;
  readonly sending: string;
  /** The hidden field that bots fill in. */
  readonly honeypot: string;
  readonly errors: {
    readonly name: string;
    readonly email: string;
    readonly emailInvalid: string;
    readonly phone: string;
    readonly phoneInvalid: string;
    readonly service: string;
    readonly message: string;
    readonly messageTooLong: (max: number, length: number) => string;
  };
  readonly sent: string;
  readonly failed: string;
}

/** What only the API says in a language: the limit's answer, and the page a form refused without JavaScript gets. */
export interface ContactAnswerTexts {
  /** The limit of sent messages reached: how many, and the seconds until the next may be sent. */
  readonly tooMany: (max: number, seconds: number) => string;
  readonly notSent: {
    readonly title: string;
    readonly heading: string;
    readonly message: string;
    readonly back: string;
  };
}

/** The message for one contact form field in the form's language (`texts`), or undefined when it is right. */
export declare function contactFieldError(
  field: ContactField,
  input: string | undefined,
  texts: ContactFormTexts,
): string | undefined;

/** The demo admin of `make start` and the tests (the API refuses it in production). */
export declare const DEMO_ADMIN: { readonly email: string; readonly password: string };

/** The demo store owner that `make start`'s demo data creates (it owns the first demo store). */
export declare const DEMO_OWNER: { readonly email: string; readonly password: string };

/** The longest offer title: one line on a card, the page heading, the tab and share title. */
export declare const MAX_OFFER_TITLE_LENGTH = 80;
/** Text on one line, cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export declare function cutAtWord(text: string, max: number): string;
/** An offer's title when the operator gives none: the start of its description. */
export declare function titleFromDescription(description: string): string;
