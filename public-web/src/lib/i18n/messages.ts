// The page's language and its catalogue: the server holds both, a browser page only its own, loaded before the app
// starts (entry-client), so a component reads its texts synchronously (docs/decisions/046).
import { createContext, useContext } from 'react';
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

const LocaleContext = createContext<Locale>('en');
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useMessages(): Messages {
  return messagesFor(useLocale());
}

/** '1,234' in en-IN, the same digits grouped the Indian way in ml-IN. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}
