// What a shared /offers link says without JavaScript (docs/decisions/008): its filters as chips, in place of the
// unfiltered prerendered list. The page holds this template in a <noscript>; the web server fills it in from the
// request's query: Caddy's `templates` (between TEMPLATE_DELIMITERS) in production, scripts/serve-sites.ts under
// `make start`, which knows only the two forms used here. Values are HTML-escaped by the template's `html`.
// The filter bar is a GET form to /offers; its <noscript> (noscriptFilterFields) holds what it needs to work without
// JavaScript: a plain select per filter and for the order, and a Search button, in place of the controls that need it.
// Both in the page's language, from its catalogue and the prerender's own texts (docs/decisions/047).
import { escapeHtml } from '../../lib/html';
import { messagesFor } from '../../lib/i18n/catalogue';
import { type Locale, localizedPath } from '../../lib/i18n/locale';
import { PRERENDER_MESSAGES } from '../../lib/i18n/prerender-messages';
import { FILTER_KEYS, type FilterKey } from './offer-search';

const TEMPLATE_DELIMITERS = ['<!--{{', '}}-->'] as const;
const [open, close] = TEMPLATE_DELIMITERS;

const queryValue = (key: string) => `.OriginalReq.URL.Query.Get "${key}"`;

export function noscriptFiltersTemplate(locale: Locale): string {
  const m = messagesFor(locale);
  const texts = PRERENDER_MESSAGES[locale];
  const chips: Array<[key: string, label: string]> = [
    ['searchQuery', m.searchBox.submit],
    ...FILTER_KEYS.map((key): [string, string] => [key, m.listing.filter[key].label]),
    ['page', texts.page],
  ];
  return [
    `${open}if or ${chips.map(([key]) => `(${queryValue(key)})`).join(' ')}${close}`,
    '<style>.offers-results,.result-count{display:none}</style>',
    `<div class="noscript-filters" role="note"><p><strong>${texts.linkShows}</strong></p><ul class="chips">`,
    ...chips.map(
      ([key, label]) =>
        `${open}with ${queryValue(key)}${close}<li class="chip">${label}: ${open}html .${close}</li>${open}end${close}`,
    ),
    `</ul><p>${texts.listingNeedsScript} `,
    `<a href="${localizedPath('/offers', locale)}">${texts.seeAll}</a></p></div>`,
    `${open}end${close}`,
  ].join('');
}

/**
 * A named select whose first option (value "") is "all". An option showing its own value leaves the value out (a
 * thousand store names are sent once, not twice), unless the browser would change it: it trims and collapses spaces.
 */
const select = (name: string, label: string, all: string, options: Array<[value: string, label: string]>) =>
  `<label><span>${label}</span><select name="${name}"><option value="">${all}</option>${options
    .map(([value, text]) =>
      value === text && /^\S+( \S+)*$/.test(value)
        ? `<option>${escapeHtml(text)}</option>`
        : `<option value="${escapeHtml(value)}">${escapeHtml(text)}</option>`,
    )
    .join('')}</select></label>`;

/**
 * The filter form's fields without JavaScript: the dropdowns, the Filters toggle, Copy Link, Clear all and the sort
 * control need it, so they are hidden and plain selects (empty value: all) and a submit button stand in for them. A
 * page without the filter lists (a listing page past the first) keeps the search box and its button.
 */
export function noscriptFilterFields(options: Record<FilterKey, string[]> | undefined, locale: Locale): string {
  const m = messagesFor(locale);
  return [
    '<style>.filter-toggle,.filter-panel,.shortcut,.copy-filter-link,.clear-filters,.sort-control{display:none}',
    '.noscript-fields{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.5rem;',
    'align-items:end;margin-top:.75rem}.noscript-fields label{display:grid;gap:.25rem}',
    '.noscript-fields select{min-height:var(--tap);font:inherit}</style><div class="noscript-fields">',
    ...(options
      ? [
          ...FILTER_KEYS.map((key) =>
            select(
              key,
              m.listing.filter[key].label,
              m.listing.filter[key].all,
              [...new Set(options[key])].map((value): [string, string] => [value, value]),
            ),
          ),
          select('sort', m.listing.sortBy, m.listing.sort.newest, Object.entries(m.listing.sort).slice(1)),
        ]
      : []),
    `<button type="submit" class="button primary">${m.searchBox.submit}</button></div>`,
  ].join('');
}
