// The catalogue's sections: the texts of one kind of page (home, the listing, an offer, a store, About, Contact,
// Saved), a chunk per language each. The browser entry loads the page's section beside the site's texts, in parallel
// with React, so no page downloads another's; a routed page reached in the app loads it with its lazy route
// (docs/decisions/047).
import { registerMessages } from './catalogue';
import type { SectionMessages } from './en';
import { basePath, type Locale } from './locale';

export type Section = keyof SectionMessages;

type Loaders = { [S in Section]: Record<Locale, () => Promise<Pick<SectionMessages, S>>> };

const LOADERS: Loaders = {
  about: { en: () => import('./sections/about.en'), ml: () => import('./sections/about.ml') },
  contact: { en: () => import('./sections/contact.en'), ml: () => import('./sections/contact.ml') },
  home: { en: () => import('./sections/home.en'), ml: () => import('./sections/home.ml') },
  listing: { en: () => import('./sections/listing.en'), ml: () => import('./sections/listing.ml') },
  offer: { en: () => import('./sections/offer.en'), ml: () => import('./sections/offer.ml') },
  saved: { en: () => import('./sections/saved.en'), ml: () => import('./sections/saved.ml') },
  store: { en: () => import('./sections/store.en'), ml: () => import('./sections/store.ml') },
};

/** The section of the page at each English path. */
const PAGE_SECTIONS: Array<[RegExp, Section]> = [
  [/^\/$/, 'home'],
  [/^\/offers(\/page\/[^/]+)?$/, 'listing'],
  [/^\/offerdetails\/[^/]+$/, 'offer'],
  [/^\/store\/[^/]+$/, 'store'],
  [/^\/aboutus$/, 'about'],
  [/^\/contactus$/, 'contact'],
  [/^\/saved$/, 'saved'],
];

export function sectionOfPath(pathname: string): Section | undefined {
  const path = basePath(pathname);
  return PAGE_SECTIONS.find(([pattern]) => pattern.test(path))?.[1];
}

/** Registers the section's texts in `locale` (its module exports them under the section's name). */
export async function loadSection(section: Section, locale: Locale): Promise<void> {
  registerMessages(locale, await LOADERS[section][locale]());
}
