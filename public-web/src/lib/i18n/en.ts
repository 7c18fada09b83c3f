// The public site's interface texts in English that every page loads: the type every other language's catalogue
// follows (docs/decisions/047). The texts of one kind of page are its section (./sections.ts), loaded with that page.
import { SITE_NAME as SITE } from '@offerboard/shared-types/site';
import type { about } from './sections/about.en';
import type { contact } from './sections/contact.en';
import type { home } from './sections/home.en';
import type { listing } from './sections/listing.en';
import type { offer } from './sections/offer.en';
import type { saved } from './sections/saved.en';
import type { store } from './sections/store.en';

export const en = {
  // The language switch: a language's own name for itself, and the offer made to a browser that prefers Malayalam.
  otherLanguage: 'മലയാളം',
  otherLanguageLabel: 'ഈ പേജ് മലയാളത്തിൽ',
  viewInMalayalam: 'മലയാളത്തിൽ കാണുക',
  nav: { home: 'Home', about: 'About Us', offers: 'Offers', saved: 'Saved', contact: 'Contact Us' },
  footerNav: { home: 'Home', about: 'About', offers: 'Offers', saved: 'Saved', contact: 'Contact' },
  skipToContent: 'Skip to content',
  /** The names of the page's navigation landmarks, for screen readers. */
  landmarks: { main: 'Main', mobile: 'Mobile', footer: 'Footer' },
  floating: { whatsapp: 'Chat with us on WhatsApp', call: 'Call us' },
  /** A carousel's play and pause buttons: `what` moves ("banners", "pictures"). */
  play: (what: string) => `Play ${what}`,
  pause: (what: string) => `Pause ${what}`,
  close: 'Close',
  /** Before a struck-out price, for screen readers. */
  was: 'was ',
  linkCopiedShare: 'Link copied to clipboard!',
  shareFailed: 'Failed to share. Please try again.',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  tagline: 'Current offers and discounts from local shops across Kerala.',
  rightsReserved: (year: number) => `© ${year} ${SITE}. All rights reserved.`,
  poweredBy: 'Powered by a Kerala software company.',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'The page you are looking for does not exist.',
  browseOffers: 'Browse offers',
  backToOffers: 'Back to Offers',
  unknownStore: 'Unknown Store',
  unknownLocation: 'Unknown Location',
  specialOffer: 'Special Offer',
  general: 'General',
  notAvailable: 'Not available',
  dateNotAvailable: 'Date not available',
  expiry: {
    none: 'No expiration',
    noDate: 'No date',
    expired: 'Expired',
    endingSoon: 'Ending soon',
    daysLeft: (days: number) => `${days} day${days === 1 ? '' : 's'} left`,
  },
  card: {
    imageAlt: (title: string, store: string) => `${title} at ${store}`,
    noPicture: (store: string) => `No picture for ${store}`,
    save: (title: string) => `Save ${title}`,
    validUntil: 'Valid until:',
    copy: 'Copy',
    copyLabel: (title: string) => `Copy link to ${title}`,
    viewDetails: 'View Details',
    viewDetailsLabel: (title: string) => `View details of ${title}`,
    linkCopied: 'Offer link copied!',
    copyFailed: 'Failed to copy link',
  },
  linkCopied: 'Offer link copied to clipboard!',
  copyFailed: 'Failed to copy link. Please try again.',
  suggestions: 'Suggestions',
  suggestionTypes: { store: 'Store', category: 'Category', location: 'Place', district: 'District' },
  /** The heart's toasts, on every page; the Saved page's own texts are a section (./sections/saved.en.ts). */
  heart: {
    savedToast: 'Saved. Find it under Saved in the menu',
    notKept: 'This browser does not let the site keep saved offers',
    full: (max: number) => `You can keep up to ${max} saved offers: remove some under Saved first`,
  },
  head: {
    notFound: `Page not found | ${SITE}`,
  },
  searchBox: {
    placeholder: 'Offers, shops, places',
    label: 'Search offers',
    submit: 'Search',
  },
  offersFailed: 'Failed to fetch ads',
  storeLogo: (store: string) => `${store} logo`,
};

/**
 * A catalogue in the shape of an English one: every text of `T`, each a string or a function of the same arguments, at
 * any depth. Every other language's catalogue has this type, so a missing text fails the typecheck.
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Catalogue<T[K]>;
};

/** The texts every page loads: every text of `en`. */
export type SiteMessages = Catalogue<typeof en>;

/** The sections, each loaded with the pages that show it. */
export interface SectionMessages {
  about: Catalogue<typeof about>;
  contact: Catalogue<typeof contact>;
  home: Catalogue<typeof home>;
  listing: Catalogue<typeof listing>;
  offer: Catalogue<typeof offer>;
  saved: Catalogue<typeof saved>;
  store: Catalogue<typeof store>;
}

/** Every text a page may read: the site's and its sections'. */
export type Messages = SiteMessages & SectionMessages;
