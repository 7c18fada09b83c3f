// What a shared /offers link says without JavaScript (docs/decisions/008): its filters as chips, in place of the
// unfiltered prerendered list. The page holds this template in a <noscript>; the web server fills it in from the
// request's query: Caddy's `templates` (between TEMPLATE_DELIMITERS) in production, scripts/serve-sites.ts under
// `make start`, which knows only the two forms used here. Values are HTML-escaped by the template's `html`.
import { FILTER_KEYS, FILTER_LABELS } from './offer-search';

export const TEMPLATE_DELIMITERS = ['<!--{{', '}}-->'] as const;
const [open, close] = TEMPLATE_DELIMITERS;

const CHIPS: Array<[key: string, label: string]> = [
  ['searchQuery', 'Search'],
  ...FILTER_KEYS.map((key): [string, string] => [key, FILTER_LABELS[key].label]),
  ['page', 'Page'],
];
const queryValue = (key: string) => `.OriginalReq.URL.Query.Get "${key}"`;

export const NOSCRIPT_FILTERS_TEMPLATE = [
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
