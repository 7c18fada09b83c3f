// sitemap.xml: every prerendered page in both languages, each with its alternates (en-IN, ml-IN, x-default) and lastmod
// the day its visible content last changed (docs/decisions/047).
import { LOCALE_TAGS, LOCALES, localizedPath } from '../src/lib/i18n/locale';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `paths` are the English pages; each Malayalam page is listed beside its English one. */
export function sitemapXml(origin: string, paths: string[], lastmods: Map<string, string>): string {
  const link = (language: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${origin}${path}`)}"/>`;
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((locale) => link(LOCALE_TAGS[locale], localizedPath(path, locale))),
      link('x-default', path),
    ].join('');
    return LOCALES.map((locale) => {
      const page = localizedPath(path, locale);
      const lastmod = lastmods.get(page);
      return `  <url><loc>${escapeXml(`${origin}${page}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
