// The loaded catalogues, kept free of React: the browser entry registers the page's own before React is loaded, and
// code outside components (route heads, the prerender) reads them by locale (docs/decisions/047).
import type { Messages } from './en';
import { LOCALE_TAGS, type Locale } from './locale';

const catalogues: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
}

export function messagesFor(locale: Locale): Messages {
  const messages = catalogues[locale];
  if (!messages) throw new Error(`The ${locale} messages were not loaded`);
  return messages;
}

/** '1,234' in en-IN, the same digits grouped the Indian way in ml-IN. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}
