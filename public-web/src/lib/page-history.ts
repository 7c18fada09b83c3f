// The views of a page served as islands that change without a page load (/offers: its filters, sort and pages,
// docs/decisions/048): the address is the view, as in the routed app, written with the history API instead of the
// router. Back and Forward re-render the islands showing it; every other link of the page is a page load.
import { useSyncExternalStore } from 'react';
import { basePath } from './i18n/locale';
import { parseSearch, type SearchParams } from './search-params';

/** A view: the page's English path ('/offers/page/2', on /ml/ too) and its query read as the router reads it. */
export interface PageView {
  path: string;
  search: SearchParams;
}

export interface PageViews {
  /** Whether a path of the site (English) is a view of this page rather than another page. */
  shows: (path: string) => boolean;
  /** The current view; while the islands hydrate, the view the page was prerendered as (its path, no query). */
  useView: () => PageView;
  /** Shows the view at `href` (the address as the page's links write it), as a new history entry or in place. */
  go: (href: string, replace: boolean) => void;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentAddress = () => window.location.pathname + window.location.search;

/** One parsed view per address, so every island and hook reading the same address gets the same objects. */
let parsed: { address: string; view: PageView } | undefined;

function viewOf(address: string): PageView {
  if (parsed?.address !== address) {
    const query = address.indexOf('?');
    const pathname = query < 0 ? address : address.slice(0, query);
    parsed = {
      address,
      view: { path: basePath(pathname), search: parseSearch(query < 0 ? '' : address.slice(query)) },
    };
  }
  return parsed.view;
}

/** The views of the page loaded at `prerenderedPath` (its pathname) whose paths `shows` accepts. */
export function historyViews(prerenderedPath: string, shows: (path: string) => boolean): PageViews {
  return {
    shows,
    useView: () => viewOf(useSyncExternalStore(subscribe, currentAddress, () => prerenderedPath)),
    go: (href, replace) => {
      // Opening the view already shown is no new entry, as with the router.
      if (replace || href === currentAddress()) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      // A new view starts at its top, as the router's navigations do; Back and Forward restore where the visitor was.
      window.scrollTo(0, 0);
      for (const listener of listeners) listener();
    },
  };
}
