// The /offers filter bar: search with suggestions (Ctrl/Cmd+K to focus, 300 ms debounce), five dropdowns, chips, clear all,
// result count and Copy Link; folds into a panel under 768 px, which stays open while filters are chosen and closes
// with its "Show N results" button. It is a GET form to /offers, so without JavaScript (or before the app has taken over)
// submitting it loads the filtered address; its <noscript> holds plain selects for that (noscript-filters.ts). Chips
// and Clear all are links to the listing without their filters; a shared link's chips and filter count show from the
// first paint, written from the URL by a small inline script long before the app takes over on a slow phone.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icons';
import { SearchCombobox } from '../../../components/search-combobox';
import { copyText } from '../../../lib/clipboard';
import { type Locale, localizedPath } from '../../../lib/i18n/locale';
import { formatNumber, useLocale, useMessages } from '../../../lib/i18n/messages';
import { filterOptionsQueryOptions } from '../api/filter-options-queries';
import { earlyFiltersMarkup, earlyFiltersScript } from '../early-filters';
import { noscriptFilterFields } from '../noscript-filters';
import { FILTER_KEYS, type FilterKey, type OfferSearch, withoutFilter } from '../offer-search';
import { FilterDropdown } from './filter-dropdown';
import { ListingLink } from './listing-link';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  search: OfferSearch;
  resultCount: number | undefined;
  onChange: (next: OfferSearch) => void;
  /**
   * The prerender's and the hydrating render. The chips and the filter count then show only in boxes whose content
   * React never compares (dangerouslySetInnerHTML), which EARLY_FILTERS_SCRIPT fills in from the URL as the page is
   * parsed; the next render (right after hydration, in the same commit) hides those boxes and shows React's own beside
   * them, so hydration replaces no element.
   */
  early: boolean;
}

const EARLY_COUNT = { __html: '' };
// The early script and its boxes, and the <noscript> fields, are the prerender's alone: the browser never runs a script
// or shows a <noscript> that React writes, and hydration leaves dangerouslySetInnerHTML as the page has it, so the
// browser's bundle goes without their text (docs/decisions/044).
const earlyChips = (locale: Locale) => ({ __html: import.meta.env.SSR ? earlyFiltersMarkup(locale) : '' });
const earlyFilters = (locale: Locale) => ({ __html: import.meta.env.SSR ? earlyFiltersScript(locale) : '' });

export function FilterBar({ search, resultCount, onChange, early }: Props) {
  const m = useMessages();
  const locale = useLocale();
  const { data: options } = useQuery(filterOptionsQueryOptions());
  const [text, setText] = useState(search.searchQuery ?? '');
  const [openKey, setOpenKey] = useState<FilterKey>();
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The box follows the URL's search when it changes (Back, a chip removed), not at mount: the state starts from it,
  // and text typed before hydration (adopted by SearchCombobox) must not be wiped.
  const followed = useRef(search.searchQuery);
  useEffect(() => {
    if (followed.current === search.searchQuery) return;
    followed.current = search.searchQuery;
    setText(search.searchQuery ?? '');
  }, [search.searchQuery]);

  useEffect(() => {
    const value = text.trim() || undefined;
    if (value === search.searchQuery) return;
    const timer = window.setTimeout(() => onChange({ ...search, searchQuery: value }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onChange]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setExpanded(true);
        inputRef.current?.focus();
      } else if (event.key === 'Escape') {
        setOpenKey(undefined);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const optionsFor = (key: FilterKey): string[] => {
    if (!options) return [];
    if (key !== 'location') return options[key];
    return options.location
      .filter((location) => !search.district || location.district === search.district)
      .map((location) => location.name);
  };

  const setFilter = (key: FilterKey, value: string | undefined) => {
    const next: OfferSearch = { ...search, [key]: value };
    if (key === 'district' && value !== search.district) next.location = undefined;
    onChange(next);
  };

  const locationNames = options?.location.map((location) => location.name) ?? [];
  const active = FILTER_KEYS.filter((key) => search[key]);
  const hasAny = active.length > 0 || !!search.searchQuery;

  return (
    <section className="filter-bar" aria-label={m.listing.filterOffers}>
      <form
        method="get"
        action={localizedPath('/offers', locale)}
        onSubmit={(event) => {
          // With the app running, Enter in the search box searches at once instead of loading the page.
          event.preventDefault();
          const value = text.trim() || undefined;
          if (value !== search.searchQuery) onChange({ ...search, searchQuery: value });
        }}
      >
        <div className="filter-top">
          <div className="search-box">
            <Icon name="search" size={18} />
            <SearchCombobox
              inputRef={inputRef}
              type="search"
              value={text}
              onValueChange={setText}
              onPick={(filter) => {
                setText('');
                onChange({ ...search, searchQuery: undefined, ...filter });
              }}
              name="searchQuery"
              listId="offers-search-suggestions"
              placeholder={m.searchBox.placeholder}
              aria-label={m.searchBox.label}
              aria-keyshortcuts="Control+K Meta+K"
            />
            <kbd className="shortcut">Ctrl K</kbd>
          </div>
          <button
            type="button"
            className="button ghost filter-toggle"
            aria-expanded={expanded}
            aria-controls="filter-panel"
            onClick={() => setExpanded(!expanded)}
          >
            {m.listing.filters}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the early script writes the count */}
            <span className="early-count" hidden={!early} dangerouslySetInnerHTML={EARLY_COUNT} />
            {!early && active.length > 0 ? ` (${active.length})` : ''}
          </button>
        </div>
        <div id="filter-panel" className={`filter-panel${expanded ? ' is-open' : ''}`}>
          {FILTER_KEYS.map((key) => (
            <FilterDropdown
              key={key}
              panelId={`filter-${key}-options`}
              label={m.listing.filter[key].label}
              allLabel={m.listing.filter[key].all}
              value={search[key]}
              options={optionsFor(key)}
              open={openKey === key}
              onOpenChange={(open) => setOpenKey(open ? key : undefined)}
              onChange={(value) => setFilter(key, value)}
            />
          ))}
          <button
            type="button"
            className="button primary show-results"
            onClick={() => {
              setExpanded(false);
              document.querySelector('.offers-results')?.scrollIntoView({ block: 'start' });
            }}
          >
            {resultCount === undefined
              ? m.listing.showResults
              : m.listing.showCount(formatNumber(resultCount, locale), resultCount === 1)}
          </button>
        </div>
        <noscript
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the filter lists, every value escaped
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR
              ? noscriptFilterFields(options && { ...options, location: locationNames }, locale)
              : '',
          }}
        />
        <div className="filter-summary">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup the early script fills in */}
          <div className="early-filters" hidden={!early} dangerouslySetInnerHTML={earlyChips(locale)} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no data in it */}
          <script id="offers-early-filters" dangerouslySetInnerHTML={earlyFilters(locale)} />
          {!early && (
            <>
              <ul className="chips" aria-label={m.listing.activeFilters}>
                {search.searchQuery && (
                  <li>
                    <ListingLink className="chip" search={withoutFilter(search, 'searchQuery')}>
                      “{search.searchQuery}” <span aria-hidden="true">×</span>
                      <span className="visually-hidden">{m.listing.removeSearch}</span>
                    </ListingLink>
                  </li>
                )}
                {active.map((key) => (
                  <li key={key}>
                    <ListingLink className="chip" search={withoutFilter(search, key)}>
                      {search[key]} <span aria-hidden="true">×</span>
                      <span className="visually-hidden">{m.listing.removeFilter(m.listing.filter[key].label)}</span>
                    </ListingLink>
                  </li>
                ))}
              </ul>
              {hasAny && (
                <ListingLink
                  className="button link clear-filters"
                  search={{ showExpired: search.showExpired, sort: search.sort }}
                >
                  {m.listing.clearAll}
                </ListingLink>
              )}
            </>
          )}
          <span className="muted result-count">
            {resultCount === undefined
              ? ''
              : m.listing.resultCount(formatNumber(resultCount, locale), resultCount === 1)}
          </span>
          <button
            type="button"
            className="button ghost copy-filter-link"
            onClick={() => copyText(window.location.href, m.listing.filterCopied, m.listing.filterCopyFailed)}
          >
            <Icon name="link" size={18} /> {m.listing.copyLink}
          </button>
        </div>
      </form>
    </section>
  );
}
