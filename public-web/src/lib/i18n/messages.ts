// The page's language for its components, and its catalogue: the server holds both, a browser page only its own,
// loaded before the app starts (entry-client), so a component reads its texts synchronously (docs/decisions/047).
import { createContext, useContext } from 'react';
import { messagesFor } from './catalogue';
import type { Messages } from './en';
import type { Locale } from './locale';

export { formatNumber, messagesFor, registerMessages } from './catalogue';

const LocaleContext = createContext<Locale>('en');
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useMessages(): Messages {
  return messagesFor(useLocale());
}
