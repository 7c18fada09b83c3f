// The public site's interface texts in English: the type every other language's catalogue follows (docs/decisions/046).

const SITE = 'OfferBoard';

export const en = {
  // The language switch: a language's own name for itself, and the offer made to a browser that prefers Malayalam.
  otherLanguage: 'മലയാളം',
  otherLanguageLabel: 'ഈ പേജ് മലയാളത്തിൽ',
  viewInMalayalam: 'മലയാളത്തിൽ കാണുക',
  nav: { home: 'Home', about: 'About Us', offers: 'Offers', saved: 'Saved', contact: 'Contact Us' },
  footerNav: { home: 'Home', about: 'About', offers: 'Offers', saved: 'Saved', contact: 'Contact' },
  skipToContent: 'Skip to content',
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
  },
  linkCopied: 'Offer link copied to clipboard!',
  copyFailed: 'Failed to copy link. Please try again.',
  offer: {
    loading: 'Loading offer...',
    notFound: 'Offer not found. Please check the URL and try again.',
    failed: 'Failed to fetch ad',
    noPhone: 'Store phone number not available',
    shareText: (title: string, store: string) => `${title} at ${store}`,
    whatsappText: (description: string, url: string) => `Hi! I'm interested in your offer: ${description}\n${url}`,
    back: 'Back',
    logo: (store: string) => `${store} logo`,
    limitedPeriod: (type: string) => `${type} discount available for a limited period.`,
    specialDiscount: 'Special discount available',
    callNow: 'Call Now',
    share: 'Share Offer',
    period: 'Offer Period',
    from: 'From',
    to: 'To',
    storeDetails: 'Store Details',
    address: 'Address',
    contact: 'Contact',
    email: 'Email',
  },
  home: {
    heading: `${SITE}: offers from local shops in Kerala`,
    searchPlaceholder: 'Offers, shops, places',
    searchLabel: 'Search offers',
    search: 'Search',
    latest: 'Latest Offers',
    showing: (shown: string, total: string) => `Showing ${shown} of ${total} Offers`,
    viewAll: 'View All',
    loading: 'Loading offers...',
    failed: 'Failed to fetch ads',
    none: 'No active offers available.',
  },
  head: {
    notFound: `Page not found | ${SITE}`,
    home: `${SITE}: offers and discounts from local shops in Kerala`,
    homeDescription:
      'Current offers and discounts from local shops across Kerala. Browse the latest deals by category, district and store.',
    listing: `Latest offers in Kerala | ${SITE}`,
    listingPage: (page: string) => `Latest offers in Kerala, page ${page} | ${SITE}`,
    listingDescription:
      'All current offers from local shops in Kerala: filter by store, category, district, location and offer type.',
    about: `About ${SITE}`,
    aboutDescription: `${SITE} brings the offers of local shops across Kerala to one place: our vision, mission and team.`,
    contact: `Contact ${SITE}`,
    contactDescription: `Write to the ${SITE} team, call us or visit our office in Kochi. Open Mon to Sat 10:00am-5:00pm.`,
    saved: `Saved offers | ${SITE}`,
    savedDescription: 'The offers you saved with the heart, kept in this browser.',
    offerNotFound: `Offer not found | ${SITE}`,
    offerNotFoundDescription: `This offer could not be found on ${SITE}. Browse the current offers of local shops in Kerala.`,
    offerTypeDefault: 'Special offer',
    offerWhat: (type: string, store: string, place: string) => `${type} at ${store}${place ? `, ${place}` : ''}`,
    offerPeriod: (from: string, to: string) => `From ${from} to ${to}.`,
  },
};

/** A catalogue: every text of `en`, each a string or a function of the same arguments. */
export type Messages = {
  [K in keyof typeof en]: (typeof en)[K] extends string
    ? string
    : (typeof en)[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : { [L in keyof (typeof en)[K]]: (typeof en)[K][L] extends string ? string : (typeof en)[K][L] };
};
