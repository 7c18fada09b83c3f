// The site's two languages: English at today's addresses, Malayalam under /ml/ (docs/decisions/047). Which one a page is
// in follows from its address alone, so a crawler or a shared link always gets the language it asked for.

export type Locale = 'en' | 'ml';

export const LOCALES: readonly Locale[] = ['en', 'ml'];

/** BCP 47 tags: the page's `lang`, hreflang, og:locale (with _), and Intl's formats. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', ml: 'ml-IN' };

const ML_PREFIX = /^\/ml(?=\/|$)/;

export function localeOfPath(pathname: string): Locale {
  return ML_PREFIX.test(pathname) ? 'ml' : 'en';
}

/** The English path of a page ('/ml/offers' → '/offers', '/ml' → '/'). */
export function basePath(pathname: string): string {
  return pathname.replace(ML_PREFIX, '') || '/';
}

/** A site path in a language: '/offers' → '/ml/offers', '/' → '/ml/'. Any query or fragment is kept. */
export function localizedPath(path: string, locale: Locale): string {
  const english = basePath(path);
  if (locale === 'en') return english;
  return `/ml${english}`;
}
