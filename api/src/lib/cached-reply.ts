// Serves a public GET from the public-data cache: a hit sends the stored bytes (compressed once, if the client
// accepts it) without running SQL or serializing, and a client that already has them gets a 304. Handlers that use it
// are plain functions, not async ones: a hit then costs no promise and no extra turn of the event loop.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CachedBody, type ContentEncoding, cachedBody, type PublicData } from '../services/public-data.js';
import { bodyAnnounced, withSingleSlashes } from './http-server.js';

/** Small bodies are not worth a Content-Encoding header and a decompression on the client. */
const COMPRESS_FROM_BYTES = 1024;

function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

/** What a miss needs: the normalised cache key of the request, and how to load its result. */
export interface CacheMiss {
  key: string;
  load: () => unknown;
  /**
   * False for a read no one asks twice (the prerender's pass over every listing page): answered like a cached one but
   * not kept, so its 200-odd pages of 48 offers each (10,000 live offers) do not push visitors' reads out of the cache.
   */
  keep?: boolean;
}

/** The answer to a request for a cached body: the same from the route and from the HTTP server's early answer. */
interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * How long a browser or a CDN may keep a visitor's read: 5 s, then 10 s more while it fetches the new one in the
 * background, so an admin's edit reaches every visitor within about 15 s behind a CDN (docs/deploy.md, "Putting a CDN
 * in front"), and a busy URL costs the API one request per 5 s per CDN node. The admin, who must see its own writes at
 * once, always sends its token and is answered `no-store` by the route.
 */
const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=10';

/** A cached body as the client accepts it (compressed or not), or a 304 when the client has it already. */
function cachedAnswer(cached: CachedBody, request: IncomingHttpHeaders): CachedAnswer {
  const headers: Record<string, string> = {
    'cache-control': PUBLIC_READ_CACHE_CONTROL,
    etag: cached.etag,
    vary: 'accept-encoding',
  };
  if (request['if-none-match'] === cached.etag) return { status: 304, headers };
  headers['content-type'] = 'application/json; charset=utf-8';
  const encoding = preferredEncoding(request['accept-encoding']);
  if (!encoding || cached.body.length < COMPRESS_FROM_BYTES) return { status: 200, headers, body: cached.body };
  headers['content-encoding'] = encoding;
  return { status: 200, headers, body: cached.encoded(encoding) };
}

/**
 * Sends the cached JSON for the request. A URL answered before is found as it is; otherwise `miss` gives the
 * normalised key (equivalent queries share an entry), and on a miss of that too the result is loaded and serialized
 * with the route's response schema.
 */
export function sendCached(app: FastifyInstance, reply: FastifyReply, miss: () => CacheMiss): void {
  const { url, headers } = reply.request;
  // The admin reads some of these calls too (category clicks) and must see counters as they are, not as cached.
  if (headers.authorization && app.signedInAdmin(reply.request)) {
    reply.header('cache-control', 'no-store').send(miss().load());
    return;
  }
  let cached = app.publicData.forUrl(url);
  if (!cached) {
    const { key, load, keep = true } = miss();
    const render = () => reply.serialize(load()).toString();
    cached = keep ? app.publicData.json(key, render, url) : cachedBody(render());
  }
  const answer = cachedAnswer(cached, headers);
  reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * The HTTP server's early answer: a visitor's GET of a URL answered before (so validated before) is sent from the
 * cache before Fastify routes it, builds its request and reply, or runs a hook; most requests the public site makes
 * end here. A request with an authorization header (a signed-in admin reads counters as they are) or a body goes on.
 */
export function answerCachedRead(publicData: PublicData, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || request.headers.authorization !== undefined || bodyAnnounced(request)) return false;
  const cached = publicData.forUrl(withSingleSlashes(request.url ?? '/'));
  if (!cached) return false;
  const { status, headers, body } = cachedAnswer(cached, request.headers);
  if (body) headers['content-length'] = String(body.length);
  response.writeHead(status, headers).end(body);
  return true;
}
