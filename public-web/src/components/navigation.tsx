// How the site's shared pieces link and navigate, whichever app renders them: inside the routed app the router's links
// (client-side navigation, preloading on intent), in the islands of the home and offer pages plain anchors and page
// loads (docs/decisions/020, 041). The islands must not load the router, so nothing here imports it.
import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';
import { basePath, type Locale, localizedPath } from '../lib/i18n/locale';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site: '/offers', '/offerdetails/12'. */
  to: string;
  /** Marked as the current page (class `active`, aria-current) while the page's path is exactly `to`. */
  activeExact?: boolean;
}

/** Search parameters as the /offers page reads them; an undefined value is left out. */
type SearchValues = Record<string, string | undefined>;

export interface Navigation {
  Link: (props: SiteLinkProps) => ReactNode;
  navigate: (to: string, search?: SearchValues) => void | Promise<void>;
  /** Back to the page before, or to `fallback` when the page was opened with no page of this site before it. */
  back: (fallback: string) => void;
  /** The current page's English path ('/offers' on /ml/offers too), kept current as the routed app navigates. */
  usePath: () => string;
}

/** Whether this page was loaded from a link on this site (before the app took over, or without it). */
export function loadedFromThisSite(): boolean {
  return window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}/`);
}

/** `/offers?category=Textiles`: what a plain GET form would load. */
function pageAddress(to: string, search: SearchValues = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, value);
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}

/**
 * Plain anchors and full page loads, for a page rendered as islands, in the page's language (a Malayalam page links
 * under /ml/, as the router's links do). The current page's link is marked as the router marks it, so the page looks
 * the same either way.
 */
export function plainNavigation(currentPath: string, locale: Locale): Navigation {
  const current = basePath(currentPath);
  function PlainLink({ to, activeExact, className, ...props }: SiteLinkProps) {
    const active = activeExact === true && to === current;
    return (
      <a
        {...props}
        className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
        href={localizedPath(to, locale)}
        data-status={active ? 'active' : undefined}
        aria-current={active ? 'page' : undefined}
      />
    );
  }
  return {
    Link: PlainLink,
    navigate: (to, search) => {
      window.location.assign(pageAddress(localizedPath(to, locale), search));
    },
    back: (fallback) =>
      loadedFromThisSite() ? window.history.back() : window.location.assign(localizedPath(fallback, locale)),
    usePath: () => current,
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
