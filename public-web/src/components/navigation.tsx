// How the site's shared pieces link and navigate, whichever app renders them: inside the routed app the router's links
// (client-side navigation, preloading on intent), in the islands of the home, offer and listing pages plain anchors
// and page loads, except between a page's own views (/offers' filters and pages: the history API, lib/page-history.ts)
// (docs/decisions/020, 041, 048). The islands must not load the router, so nothing here imports it.
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { basePath, type Locale, localizedPath } from '../lib/i18n/locale';
import type { PageView, PageViews } from '../lib/page-history';
import { type SearchParams, stringifySearch } from '../lib/search-params';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site: '/offers', '/offerdetails/12'. */
  to: string;
  /** The query of the address (the router's encoding, lib/search-params.ts); an undefined value is left out. */
  search?: SearchParams;
  /**
   * Marked as the current page (class `active`, aria-current) while the page's path is exactly `to`, and, when
   * `search` is given, its query is `search`.
   */
  activeExact?: boolean;
}

export interface Navigation {
  Link: (props: SiteLinkProps) => ReactNode;
  /** To `to` with `search`; `replace`: in place of the current history entry. */
  navigate: (to: string, search?: SearchParams, options?: { replace?: boolean }) => void | Promise<void>;
  /** Back to the page before, or to `fallback` when the page was opened with no page of this site before it. */
  back: (fallback: string) => void;
  /** The current page's English path ('/offers' on /ml/offers too), kept current as the routed app navigates. */
  usePath: () => string;
  /** The current page's query, read as the router reads it. */
  useSearch: () => SearchParams;
}

/** Whether this page was loaded from a link on this site (before the app took over, or without it). */
export function loadedFromThisSite(): boolean {
  return window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}/`);
}

/** `/offers?category=Textiles`: what a plain GET form would load. */
function pageAddress(to: string, search: SearchParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}

/** Whether two queries hold the same values, whatever their order (an undefined value is no value). */
function sameSearch(a: SearchParams, b: SearchParams): boolean {
  const sorted = (search: SearchParams) =>
    stringifySearch(Object.fromEntries(Object.entries(search).sort(([x], [y]) => (x < y ? -1 : 1))));
  return sorted(a) === sorted(b);
}

/** A click the browser would follow in this tab: the main button, no modifier key, no other target. */
function followedHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * Plain anchors and full page loads, for a page rendered as islands, in the page's language (a Malayalam page links
 * under /ml/, as the router's links do). The current page's link is marked as the router marks it, so the page looks
 * the same either way. `views`: the page's own views (/offers'), shown without a page load.
 */
export function plainNavigation(currentPath: string, locale: Locale, views?: PageViews): Navigation {
  const loaded: PageView = { path: basePath(currentPath), search: {} };
  const useView = views ? views.useView : () => loaded;
  const inPage = (to: string) => views?.shows(to) === true;
  const address = (to: string, search: SearchParams = {}) => localizedPath(to, locale) + stringifySearch(search);

  function PlainLink({ to, search, activeExact, className, onClick, ...props }: SiteLinkProps) {
    const view = useView();
    const active =
      activeExact === true && to === view.path && (search === undefined || sameSearch(search, view.search));
    const href = address(to, search);
    return (
      <a
        {...props}
        className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
        href={href}
        data-status={active ? 'active' : undefined}
        aria-current={active ? 'page' : props['aria-current']}
        onClick={(event) => {
          onClick?.(event);
          if (!views || !inPage(to) || !followedHere(event)) return;
          event.preventDefault();
          views.go(href, false);
        }}
      />
    );
  }
  return {
    Link: PlainLink,
    navigate: (to, search, options) => {
      if (views && inPage(to)) views.go(address(to, search), options?.replace === true);
      else window.location.assign(pageAddress(localizedPath(to, locale), search));
    },
    back: (fallback) =>
      loadedFromThisSite() ? window.history.back() : window.location.assign(localizedPath(fallback, locale)),
    usePath: () => useView().path,
    useSearch: () => useView().search,
  };
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider (the root route or an island)');
  return navigation;
}

/** A link to a page of the site, as the app rendering it links. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
