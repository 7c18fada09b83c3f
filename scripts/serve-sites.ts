// Serves the built public site and admin SPA the way production's Caddy does: the same security and cache headers
// (hashed assets immutable, pages short-lived; scripts/deploy/templates/site-headers.json), /backendapi/* proxied to
// the API, SPA fallback for the admin, prerendered pages and the fallback shell for the public site, an offer's address
// without a page answered by the API (200, 404 or 410), /offers with its no-JavaScript note filled in, old /offer/{id}
// links redirected.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onSendAsyncHookHandler,
} from 'fastify';

interface SitesOptions {
  publicDir: string;
  adminDir: string;
  publicPort: number;
  adminPort: number;
  apiOrigin: string;
  host?: string;
}

type HeaderGroup = Record<string, string>;

/** The headers Caddy sends (remote.sh writes them into the Caddyfile from the same file). */
export const SITE_HEADERS: Record<
  'everySite' | 'publicSite' | 'adminSite' | 'hashedAssets' | 'publicPages' | 'adminPages',
  HeaderGroup
> = JSON.parse(readFileSync(resolve(import.meta.dirname, 'deploy/templates/site-headers.json'), 'utf8'));

/** What one site sends: its security headers on every answer, and how long a browser or CDN may keep a file. */
interface SiteHeaders {
  all: HeaderGroup;
  pages: HeaderGroup;
}

const PUBLIC_HEADERS: SiteHeaders = {
  all: { ...SITE_HEADERS.everySite, ...SITE_HEADERS.publicSite },
  pages: SITE_HEADERS.publicPages,
};
const ADMIN_HEADERS: SiteHeaders = {
  all: { ...SITE_HEADERS.everySite, ...SITE_HEADERS.adminSite },
  pages: SITE_HEADERS.adminPages,
};

/** Like the Caddyfile's `@hashed` (a path with an assets folder) and `@html` (any other file) headers. */
function cacheHeaders(reply: FastifyReply, headers: SiteHeaders, path: string): void {
  reply.headers(/[\\/]assets[\\/]/.test(path) ? SITE_HEADERS.hashedAssets : headers.pages);
}

interface Found {
  file: string;
  status: number;
}

/** An address the API answers: its path under the API's origin. */
interface FromApi {
  api: string;
}

/** What a site serves for an address that is not a file or a prerendered page (undefined: a plain 404). */
type Fallback = (path: string) => Found | FromApi | undefined;

/** The admin SPA: every route is the app shell. */
const spaFallback: Fallback = (path) => (extname(path) ? undefined : { file: 'index.html', status: 200 });

/** Like the Caddyfile's `@offer_file` and `@offer_from_api`: an offer's address, in English or Malayalam. */
const OFFER_PAGE = /^((ml\/)?offerdetails\/[1-9][0-9]{0,14})$/;

/**
 * The public site: an offer's address without a prerendered page (ended, new since the last run, unknown) is the
 * API's to answer (docs/decisions/053); a store or listing page without one (new since the last run, unknown, or a
 * listing page past the prerendered ones) gets the shell, which loads it in the browser; any other unknown address
 * gets the shell with a 404 status ("Page not found"). An address under /ml/ gets the Malayalam shell.
 */
const publicFallback: Fallback = (path) => {
  if (extname(path)) return undefined;
  const offerPage = OFFER_PAGE.exec(path)?.[1];
  if (offerPage) return { api: `/backendapi/api/sitepages/${offerPage}` };
  // The same under /ml/, the Malayalam site (docs/decisions/047).
  return {
    file: /^ml(\/|$)/.test(path) ? 'ml/shell.html' : 'shell.html',
    status: /^(ml\/)?(store|offers\/page)\/[^/]+\/?$/.test(path) ? 200 : 404,
  };
};

/** Where an address permanently moved (undefined: it did not), given the raw request URL with its query. */
type Redirect = (url: string) => string | undefined;

/**
 * Like the Caddyfile's `@old_offer`: an old offer link (/offer/{id}) moved to /offerdetails/{id}, query and all; and
 * its `@offer_slash`: an offer's address with a trailing slash moved to the one without (its page is `<id>.html`).
 */
const OLD_OFFER = /^\/offer\/([^/?]+)\/?(\?.*)?$/;
const OFFER_SLASH = /^((?:\/ml)?\/offerdetails\/[1-9][0-9]{0,14})\/(\?.*)?$/;
const publicRedirect: Redirect = (url) => {
  const [, id, query = ''] = OLD_OFFER.exec(url) ?? [];
  if (id) return `/offerdetails/${id}${query}`;
  const [, offer, offerQuery = ''] = OFFER_SLASH.exec(url) ?? [];
  return offer ? `${offer}${offerQuery}` : undefined;
};

/**
 * Like Caddy's `templates { between <!--{{ }}--> }` on /offers: fills in the page's no-JavaScript note from the query
 * (public-web/src/features/offers/noscript-filters.ts), knowing only the template's two forms: `with` a query value
 * (written HTML-escaped as Go's `html` does) and `if or` of query values.
 */
const QUERY_GET = /\(?\.OriginalReq\.URL\.Query\.Get "(\w+)"\)?/g;
const WITH_VALUE =
  /<!--\{\{with \.OriginalReq\.URL\.Query\.Get "(\w+)"\}\}-->(.*?)<!--\{\{html \.\}\}-->(.*?)<!--\{\{end\}\}-->/gs;
const IF_ANY = /<!--\{\{if or ((?:\(\.OriginalReq\.URL\.Query\.Get "\w+"\) ?)+)\}\}-->(.*?)<!--\{\{end\}\}-->/gs;
const GO_HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };

function fillQueryTemplate(html: string, query: URLSearchParams): string {
  const value = (key: string) => query.get(key) ?? '';
  return html
    .replace(WITH_VALUE, (_, key: string, before: string, after: string) =>
      value(key) ? `${before}${value(key).replace(/[&<>"']/g, (char) => GO_HTML_ESCAPES[char] ?? char)}${after}` : '',
    )
    .replace(IF_ANY, (_, keys: string, body: string) =>
      [...keys.matchAll(QUERY_GET)].some(([, key]) => value(key ?? '')) ? body : '',
    );
}

/** What Caddy's `encode` compresses by default (its `match` list, in short), from 512 bytes on. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|ld\+json|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESSED_LENGTH = 512;

/** The encoding to compress with on the fly: Brotli when the client takes it, else gzip, else none. */
function onTheFlyEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '')
    .toLowerCase()
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
    .map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

/**
 * Like Caddy's `encode zstd gzip`: a text answer without a precompressed twin (an offer or store page, /offers with its
 * note filled in) is compressed on each request, at a fast level, so the browser tests and Lighthouse get the bytes a
 * visitor gets. Node 20 has no zstd, so Brotli 4 stands in for it (about its ratio and speed).
 */
const encodeOnTheFly: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
  const length =
    typeof payload === 'string' || Buffer.isBuffer(payload)
      ? Buffer.byteLength(payload)
      : Number(reply.getHeader('content-length'));
  if (
    request.method === 'HEAD' ||
    reply.statusCode === 206 ||
    reply.hasHeader('content-encoding') ||
    !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')) ||
    !(length >= MIN_COMPRESSED_LENGTH)
  ) {
    return payload;
  }
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = onTheFlyEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  reply.removeHeader('accept-ranges');
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return compressor.end(payload);
  return pipeline(payload as Readable, compressor, () => {});
};

/**
 * Like Caddy's `try_files {path} {path}/index.html <fallback>`: a file, a prerendered page, else the fallback; an
 * offer's page is its `<id>.html` (the Caddyfile's `@offer_file`).
 */
function findFile(root: string, path: string, fallback: Fallback): Found | FromApi | undefined {
  const candidates = OFFER_PAGE.test(path)
    ? [`${path}.html`, join(path, 'index.html')]
    : [path, join(path, 'index.html')];
  for (const candidate of candidates) {
    const full = resolve(root, `.${sep}${candidate}`);
    if (full.startsWith(root + sep) && existsSync(full) && statSync(full).isFile()) {
      return { file: full.slice(root.length + 1), status: 200 };
    }
  }
  return fallback(path);
}

async function site(
  dir: string,
  prefix: string,
  apiOrigin: string,
  headers: SiteHeaders,
  fallback: Fallback,
  templated: (path: string) => boolean = () => false,
  redirect: Redirect = () => undefined,
): Promise<FastifyInstance> {
  const root = resolve(dir);
  const app = Fastify({ logger: false });
  // Every answer, a 404 or a proxied API call included, as Caddy's `header` does.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers.all);
  });
  await app.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/backendapi',
    rewritePrefix: '/backendapi',
    // The API trusts loopback proxies, so per-client rate limits see the visitor's address, as behind Caddy.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });
  await app.register(fastifyStatic, {
    root,
    serve: false,
    setHeaders: (reply: FastifyReply, path: string) => cacheHeaders(reply, headers, path),
    cacheControl: false,
    // Like Caddy's `file_server { precompressed br gzip }`: the public prerender writes .br twins of its most read pages
    // (and .br and .gz of assets); the rest is compressed on the fly (encodeOnTheFly).
    preCompressed: true,
  });
  if (prefix !== '/') app.get('/', (_request, reply) => reply.redirect(prefix));
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const moved = redirect(request.url);
    if (moved) return reply.redirect(moved, 301);
    let path: string;
    try {
      path = decodeURIComponent((request.url.split('?')[0] ?? '/').slice(prefix.length));
    } catch {
      return reply.status(400).send('Bad request');
    }
    const found = findFile(root, path, fallback);
    if (found && 'api' in found) {
      // Like Caddy's reverse_proxy: the API's status, type and page, with this site's page headers (502 without it).
      const answer = await fetch(`${apiOrigin}${found.api}`).catch(() => undefined);
      if (!answer) return reply.status(502).type('text/plain').send('Bad gateway');
      cacheHeaders(reply, headers, path);
      return reply
        .status(answer.status)
        .type(answer.headers.get('content-type') ?? 'text/html; charset=utf-8')
        .send(Buffer.from(await answer.arrayBuffer()));
    }
    if (found && templated(path)) {
      cacheHeaders(reply, headers, path);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const html = fillQueryTemplate(readFileSync(join(root, found.file), 'utf8'), query);
      return reply.status(found.status).type('text/html; charset=utf-8').send(html);
    }
    return found
      ? reply.status(found.status).sendFile(found.file)
      : reply.status(404).type('text/plain').send('Not found');
  };
  app.get(`${prefix}*`, { onSend: encodeOnTheFly }, serve);
  // The admin app also answers at /admin itself, where the login lands and the Dashboard link points.
  if (prefix !== '/') app.get(prefix.replace(/\/$/, ''), { onSend: encodeOnTheFly }, serve);
  return app;
}

export async function serveSites(options: SitesOptions): Promise<() => Promise<void>> {
  const host = options.host ?? '127.0.0.1';
  const publicSite = await site(
    options.publicDir,
    '/',
    options.apiOrigin,
    PUBLIC_HEADERS,
    publicFallback,
    (path) => /^(ml\/)?offers\/?$/.test(path),
    publicRedirect,
  );
  const adminSite = await site(options.adminDir, '/admin/', options.apiOrigin, ADMIN_HEADERS, spaFallback);
  await publicSite.listen({ host, port: options.publicPort });
  await adminSite.listen({ host, port: options.adminPort });
  return async () => {
    await Promise.all([publicSite.close(), adminSite.close()]);
  };
}
