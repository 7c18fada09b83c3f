// Loads the page's own catalogue in the browser (its language from its address): a page never downloads the other.

import { registerMessages } from './catalogue';
import { type Locale, localeOfPath } from './locale';

/** By the address, as the prerender chose: the shell, served for a page not rendered yet, is in English. */
export function pageLocale(): Locale {
  return localeOfPath(window.location.pathname);
}

export async function loadMessages(): Promise<void> {
  if (pageLocale() === 'ml') registerMessages('ml', (await import('./ml')).ml);
  else registerMessages('en', (await import('./en')).en);
}
