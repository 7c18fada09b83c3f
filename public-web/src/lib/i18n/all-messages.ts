// Every text in both languages, sections included: for the prerender, which renders every page in both, and for tests.
// The browser never imports this (./load.ts loads a page's own).
import { en, type Messages } from './en';
import type { Locale } from './locale';
import { ml } from './ml';
import * as aboutEn from './sections/about.en';
import * as aboutMl from './sections/about.ml';
import * as contactEn from './sections/contact.en';
import * as contactMl from './sections/contact.ml';
import * as homeEn from './sections/home.en';
import * as homeMl from './sections/home.ml';
import * as listingEn from './sections/listing.en';
import * as listingMl from './sections/listing.ml';
import * as offerEn from './sections/offer.en';
import * as offerMl from './sections/offer.ml';
import * as savedEn from './sections/saved.en';
import * as savedMl from './sections/saved.ml';
import * as storeEn from './sections/store.en';
import * as storeMl from './sections/store.ml';

export const ALL_MESSAGES: Record<Locale, Messages> = {
  en: { ...en, ...aboutEn, ...contactEn, ...homeEn, ...listingEn, ...offerEn, ...savedEn, ...storeEn },
  ml: { ...ml, ...aboutMl, ...contactMl, ...homeMl, ...listingMl, ...offerMl, ...savedMl, ...storeMl },
};
