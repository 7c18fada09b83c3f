// Where pages rendered on the server point: the API the prerender reads and the site's own absolute origin. The
// prerender sets them from its settings (prerender/config.ts) in each thread before it renders; the browser never
// uses them (it calls its own origin).
interface ServerOrigins {
  /** API_ORIGIN, e.g. http://127.0.0.1:3000 */
  api: string;
  /** PUBLIC_ORIGIN without a trailing slash, e.g. https://offers.example.in */
  site: string;
}

let origins: ServerOrigins | undefined;

export function setServerOrigins(value: ServerOrigins): void {
  origins = value;
}

export function serverOrigins(): ServerOrigins {
  if (!origins) throw new Error('Rendering on the server before the prerender set its origins (prerender/config.ts)');
  return origins;
}
