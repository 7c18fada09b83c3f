// /offers: the filter bar and the paginated grid, with every filter kept in the URL (a shared link restores the view).
// The frame and the filters show at once; only the list waits for its data, and never shows offers of other filters.
// /offers/page/N is page N of the plain listing at its own, prerendered address (offer-search.ts). The view is read
// from the address through the navigation context: the router's in the routed app, the history API's in the listing's
// islands (docs/decisions/048).

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigation } from '../../../components/navigation';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { errorMessage } from '../../../lib/api';
import { useLocale, useMessages } from '../../../lib/i18n/messages';
import { offerListQueryOptions } from '../../../lib/offer-queries';
import { noscriptFiltersTemplate } from '../noscript-filters';
import {
  LISTING_PAGE_PATH,
  listingQuery,
  type OfferSearch,
  type OfferSort,
  PAGE_SIZE,
  parseOfferSearch,
  parsePage,
  showingLine,
} from '../offer-search';
import { usePosition } from '../use-position';
import { FilterBar } from './filter-bar';
import { ListingLink, useListingNavigate } from './listing-link';
import { Pagination } from './pagination';
import { PositionNote, SortControl } from './sort-control';

const subscribeNothing = () => () => {};

/**
 * The URL's search, except while hydrating the prerendered page: that render must match the prerendered markup, so
 * it uses the search the page was prerendered with and React re-renders with the URL's right after (no mismatch,
 * nothing discarded).
 */
function useListingSearch(url: OfferSearch, prerendered: OfferSearch): { search: OfferSearch; hydrating: boolean } {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => !import.meta.env.SSR,
  );
  return { search: hydrating ? prerendered : url, hydrating };
}

/**
 * Runs as the prerendered page is parsed, long before the app's scripts arrive on a slow phone: a link with a query
 * (other filters, another page) hides the prerendered first page and says it is loading (see styles/before-app.css).
 */
const PENDING_SCRIPT = "location.search&&document.documentElement.setAttribute('data-offers-pending','')";

/**
 * /offers, prerendered unfiltered (decision 004): a shared link's query is its view; /offers/page/N, prerendered as
 * page N of the plain listing. Keys the listing does not know (utm_source) stay in the view, so its links keep them.
 */
export function OffersView() {
  const { usePath, useSearch } = useNavigation();
  const path = usePath();
  const raw = useSearch();
  const pagePath = LISTING_PAGE_PATH.exec(path)?.[1];
  const page = pagePath === undefined ? undefined : parsePage(pagePath);
  const url = useMemo(
    (): OfferSearch => ({ ...raw, ...parseOfferSearch(raw), ...(pagePath === undefined ? {} : { page }) }),
    [raw, pagePath, page],
  );
  return pagePath !== undefined ? (
    <OffersListing url={url} prerendered={{ page }} filterNote={false} />
  ) : (
    <OffersListing url={url} prerendered={{}} filterNote />
  );
}

interface ListingProps {
  /** The view the URL asks for. */
  url: OfferSearch;
  /** The view the page was prerendered with. */
  prerendered: OfferSearch;
  /**
   * Whether the page holds the no-JavaScript note on a shared link's filters: only /offers, which the web server
   * fills in from the query (unfilled, its hidden parts would show).
   */
  filterNote: boolean;
}

function OffersListing({ url, prerendered, filterNote }: ListingProps) {
  const m = useMessages();
  const locale = useLocale();
  const { search, hydrating } = useListingSearch(url, prerendered);
  const navigate = useListingNavigate();
  const nearest = search.sort === 'nearest';
  const position = usePosition(nearest);
  const located = position.state.status === 'located' ? position.state.position : undefined;
  const { data, isPending, isError, error } = useQuery(offerListQueryOptions(listingQuery(search, located)));
  const failed = position.state.status === 'failed';

  // Without a position, Nearest falls back to newest first (the note says why), and the URL says so too.
  useEffect(() => {
    if (failed && nearest) navigate({ ...search, sort: undefined }, { replace: true });
  }, [failed, nearest, navigate, search]);

  // A link that says nearest keeps its list hidden until the position is settled: shown earlier, the list would be
  // pushed down by the position note a moment later, or re-sorted under the visitor's finger.
  const positionUnsettled = nearest && (position.state.status === 'idle' || position.state.status === 'locating');
  useEffect(() => {
    if (!hydrating && !positionUnsettled) document.documentElement.removeAttribute('data-offers-pending');
  }, [hydrating, positionUnsettled]);

  // "Search exactly as typed" holds for the text it was chosen for, not for the next search.
  const applyFilters = useCallback(
    (next: OfferSearch) =>
      navigate({ ...next, exact: next.searchQuery === url.searchQuery ? next.exact : undefined, page: undefined }),
    [navigate, url.searchQuery],
  );
  const chooseSort = (sort: OfferSort) => {
    if (sort === 'nearest') position.locate();
    else position.dismiss();
    navigate({ ...search, sort: sort === 'newest' ? undefined : sort, page: undefined });
  };
  const pastTheEnd = !!data && data.data.length === 0 && (search.page ?? 1) > 1;

  return (
    // The island's container (routes/offers.lazy.tsx) is the page's box ("container section").
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no data in it */}
      <script id="offers-pending" dangerouslySetInnerHTML={{ __html: PENDING_SCRIPT }} />
      <h1>{search.storeName ? m.listing.fromStore(search.storeName) : m.listing.latest}</h1>
      <FilterBar
        search={search}
        resultCount={data?.totalAds}
        onChange={applyFilters}
        early={hydrating || import.meta.env.SSR}
      />
      <div className="list-tools">
        <SortControl sort={search.sort ?? 'newest'} onChange={chooseSort} />
        <PositionNote state={position.state} onLocate={position.locate} />
      </div>
      {filterNote && (
        // The prerender's alone, as the filter bar's <noscript> fields (the browser's bundle goes without the text).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed template; the web server escapes the values
        <noscript dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? noscriptFiltersTemplate(locale) : '' }} />
      )}
      <p className="muted offers-pending-note" aria-hidden="true">
        {m.listing.loading}
      </p>
      <div className="offers-results" aria-busy={isPending}>
        <h2 className="visually-hidden">{m.listing.results}</h2>
        {isPending && <ListLoading />}
        {isError && <p className="error-text">{errorMessage(error, m.offersFailed)}</p>}
        {data && pastTheEnd && (
          <div className="empty-state" data-testid="page-past-end">
            <p>{m.listing.pastTheEnd}</p>
            <ListingLink search={{ ...search, page: undefined }} className="button primary">
              {m.listing.firstPage}
            </ListingLink>
          </div>
        )}
        {data && !pastTheEnd && (
          <>
            {data.correctedQuery && search.searchQuery && (
              <CorrectedQuery corrected={data.correctedQuery} typed={search.searchQuery} search={search} />
            )}
            <p className="muted" data-testid="offers-count">
              {showingLine(data.currentPage, data.data.length, data.totalAds, m, locale)}
            </p>
            {data.data.length === 0 ? (
              <p className="empty-state">{m.listing.none}</p>
            ) : (
              <OfferGrid
                offers={data.data}
                priorityCount={2}
                copiedMessage={m.card.linkCopied}
                copyFailedMessage={m.card.copyFailed}
              />
            )}
            <Pagination current={data.currentPage} total={data.totalPages} search={search} />
          </>
        )}
      </div>
    </>
  );
}

/** Says which spelling the results are for, with a link to search for the text exactly as it was typed. */
function CorrectedQuery({ corrected, typed, search }: { corrected: string; typed: string; search: OfferSearch }) {
  const m = useMessages();
  return (
    <p className="corrected-note" data-testid="corrected-query">
      {m.listing.resultsFor} <strong>{corrected}</strong>.{' '}
      <ListingLink search={{ ...search, exact: true, page: undefined }}>{m.listing.searchInstead(typed)}</ListingLink>
    </p>
  );
}

function ListLoading() {
  const m = useMessages();
  return (
    <>
      <p className="muted" role="status">
        {m.listing.loading}
      </p>
      <div className="offer-grid" aria-hidden="true">
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional
          <div key={index} className="offer-card offer-card-placeholder" />
        ))}
      </div>
    </>
  );
}
