// Per-page head tags: title, description, canonical, OpenGraph (which X reads too) with absolute URLs, optional JSON-LD.
import { LOCALE_TAGS, LOCALES, type Locale, localizedPath } from './i18n/locale';
import { imageUrl } from './images';
import { serverOrigins } from './server-origins';
import { SITE_NAME } from './site';

export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/** The public site's origin: PUBLIC_ORIGIN while prerendering, the page's own origin in the browser. */
export function publicOrigin(): string {
  return import.meta.env.SSR ? serverOrigins().site : window.location.origin;
}

export interface PageMeta {
  /** The page's English path: the page's own address is it in `locale`. */
  path: string;
  locale?: Locale;
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: object;
  /** A page that must stay out of search results (an unknown offer, a missing page). */
  noindex?: boolean;
}

/** The page in each language, and x-default (the English page), for search engines (docs/decisions/047). */
function alternates(origin: string, path: string) {
  return [
    ...LOCALES.map((locale) => ({
      rel: 'alternate',
      hrefLang: LOCALE_TAGS[locale],
      href: `${origin}${localizedPath(path, locale)}`,
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
  ];
}

export function pageHead({
  path,
  locale = 'en',
  title,
  description,
  image,
  type = 'website',
  jsonLd,
  noindex,
}: PageMeta) {
  const origin = publicOrigin();
  const url = `${origin}${localizedPath(path, locale)}`;
  const imageAbsolute = `${origin}${image ? imageUrl(image) : DEFAULT_SHARE_IMAGE}`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: type },
      { property: 'og:locale', content: LOCALE_TAGS[locale].replace('-', '_') },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageAbsolute },
      // X reads og:title, og:description and og:image where its own tags are missing: only the card type is its own.
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }, ...(noindex ? [] : alternates(origin, path))],
    scripts: jsonLd ? [{ type: 'application/ld+json', children: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }] : [],
  };
}

/** schema.org PostalAddress of a shop in the region. */
export function postalAddress(streetAddress: string, locality: string) {
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality: locality,
    addressRegion: 'Kerala',
    addressCountry: 'IN',
  };
}
