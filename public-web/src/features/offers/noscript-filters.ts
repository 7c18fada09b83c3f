// What a shared /offers link says without JavaScript (docs/decisions/008): its filters as chips, in place of the
// unfiltered prerendered list. The page holds this template in a <noscript>; the web server fills it in from the
// request's query: Caddy's `templates` (between TEMPLATE_DELIMITERS) in production, scripts/serve-sites.ts under
// `make start`, which knows only the two forms used here. Values are HTML-escaped by the template's `html`.
// The filter bar is a GET form to /offers; its <noscript> (noscriptFilterFields) holds what it needs to work without
// JavaScript: a plain select per filter and for the order, and a Search button, in place of the controls that need it.
import { escapeHtml } from '../../lib/html';
import { FILTER_KEYS, FILTER_LABELS, type FilterKey, SORT_LABELS } from './offer-search';

const TEMPLATE_DELIMITERS = ['<!--{{', '}}-->'] as const;
const [open, close] = TEMPLATE_DELIMITERS;

const CHIPS: Array<[key: string, label: string]> = [
  ['searchQuery', 'Search'],
  ...FILTER_KEYS.map((key): [string, string] => [key, FILTER_LABELS[key].label]),
  ['page', 'Page'],
];
const queryValue = (key: string) => `.OriginalReq.URL.Query.Get "${key}"`;

export const noscriptFiltersTemplate = () =>
  [
    `${open}if or ${CHIPS.map(([key]) => `(${queryValue(key)})`).join(' ')}${close}`,
    '<style>.offers-results,.result-count{display:none}</style>',
    '<div class="noscript-filters" role="note"><p><strong>This link shows:</strong></p><ul class="chips">',
    ...CHIPS.map(
      ([key, label]) =>
        `${open}with ${queryValue(key)}${close}<li class="chip">${label}: ${open}html .${close}</li>${open}end${close}`,
    ),
    '</ul><p>Listing these offers needs JavaScript, which is off in this browser. ',
    '<a href="/offers">See all offers</a></p></div>',
    `${open}end${close}`,
  ].join('');

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
export function noscriptFilterFields(options: Record<FilterKey, string[]> | undefined): string {
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
              FILTER_LABELS[key].label,
              FILTER_LABELS[key].all,
              [...new Set(options[key])].map((value): [string, string] => [value, value]),
            ),
          ),
          select('sort', 'Sort by', SORT_LABELS.newest, Object.entries(SORT_LABELS).slice(1)),
        ]
      : []),
    '<button type="submit" class="button primary">Search</button></div>',
  ].join('');
}
