// Loads the page's own catalogue in the browser (its language from its address): a page never downloads the other
// language, nor the sections of other kinds of page (./sections.ts).

import { registerMessages } from './catalogue';
import { type Locale, localeOfPath } from './locale';
import { loadSection, type Section, sectionOfPath } from './sections';

/** By the address, as the prerender chose: a page under /ml/ is in Malayalam, the shell's there included. */
export function pageLocale(): Locale {
  return localeOfPath(window.location.pathname);
}

/**
 * The site's texts in `locale`: an import statement each, since the bundler preloads every chunk one import
 * expression may load (a conditional between the two fetched both).
 */
async function loadSite(locale: Locale): Promise<void> {
  if (locale === 'ml') registerMessages('ml', (await import('./ml')).ml);
  else registerMessages('en', (await import('./en')).en);
}

export async function loadMessages(): Promise<void> {
  const locale = pageLocale();
  const section = sectionOfPath(window.location.pathname);
  await Promise.all([loadSite(locale), section && loadSection(section, locale)]);
}

/**
 * A routed page's lazy route, once the section of texts it shows is in, in the page's language. The server has every
 * section already (entry-server).
 */
export async function withSection<T>(section: Section, route: T): Promise<T> {
  if (!import.meta.env.SSR) await loadSection(section, pageLocale());
  return route;
}
