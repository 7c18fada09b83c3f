// The loaded catalogues, kept free of React: the browser entry registers the page's own before React is loaded, and
// code outside components (route heads, the prerender) reads them by locale (docs/decisions/047).
import type { Messages, SectionMessages, SiteMessages } from './en';
import { LOCALE_TAGS, type Locale } from './locale';

const catalogues: Partial<Record<Locale, SiteMessages & Partial<SectionMessages>>> = {};

/** The site's texts in `locale`, or one or more of its sections (./sections.ts) added to them. */
export function registerMessages(locale: Locale, messages: SiteMessages | Partial<SectionMessages>): void {
  catalogues[locale] = { ...catalogues[locale], ...messages } as SiteMessages & Partial<SectionMessages>;
}

/**
 * The texts of `locale`. A page reads only the sections it loaded before it renders (./sections.ts); one it did not
 * load is undefined here, which the page's browser tests would show as a failed render.
 */
export function messagesFor(locale: Locale): Messages {
  const messages = catalogues[locale];
  if (!messages) throw new Error(`The ${locale} messages were not loaded`);
  return messages as Messages;
}

/** '1,234' in en-IN, the same digits grouped the Indian way in ml-IN. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}
