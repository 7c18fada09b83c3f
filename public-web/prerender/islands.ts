// Pages served as islands (docs/decisions/020, 041, 048): the home page, offer pages and the listing are rendered
// through the router like every page, but the browser hydrates their interactive parts without the router, from the data the root route writes
// into the page (lib/island-data.ts). The router's inline scripts (its dehydrated state, scroll restoration) would run
// for nothing.
import { isListingPath } from '../src/features/offers/offer-search';
import { basePath } from '../src/lib/i18n/locale';

/** The module that hydrates a page's islands (its chunks are the page's preloads), or none: the routed app. */
export function islandsModule(page: string): string | undefined {
  const path = basePath(page);
  if (path === '/') return 'src/home-islands.tsx';
  if (/^\/offerdetails\/[^/]+$/.test(path)) return 'src/offer-islands.tsx';
  if (isListingPath(path)) return 'src/offers-islands.tsx';
  return undefined;
}

export function isIslandPage(path: string): boolean {
  return islandsModule(path) !== undefined;
}

/** Every <script> without a src, a type or an id (the site's own, such as early-taps, are named): the router's. */
const ROUTER_SCRIPTS = /<script(?:\s+(?:class|data-tsr-stream-part)(?:="[^"]*")?)*>[\s\S]*?<\/script>/g;

export function withoutRouterScripts(html: string): string {
  return html.replace(ROUTER_SCRIPTS, '');
}
