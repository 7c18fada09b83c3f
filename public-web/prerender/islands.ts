// Pages served as islands (docs/decisions/020): the home page is rendered through the router like every page, but the
// browser hydrates its interactive parts without the router, from the data the root route writes into the page
// (lib/island-data.ts). The router's inline scripts (its dehydrated state, scroll restoration) would run for nothing.

export function isIslandPage(path: string): boolean {
  return path === '/';
}

/** Every <script> without a src, a type or an id (the site's own, such as early-taps, are named): the router's. */
const ROUTER_SCRIPTS = /<script(?:\s+(?:class|data-tsr-stream-part)(?:="[^"]*")?)*>[\s\S]*?<\/script>/g;

export function withoutRouterScripts(html: string): string {
  return html.replace(ROUTER_SCRIPTS, '');
}
