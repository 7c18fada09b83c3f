// Serves a public GET from the public-data cache: a hit sends the stored bytes (compressed once, if the client
// accepts it) without running SQL or serializing, and a client that already has them gets a 304. Handlers that use it
// are plain functions, not async ones: a hit then costs no promise and no extra turn of the event loop.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CachedBody, ContentEncoding } from '../services/public-data.js';

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
  // A request without an authorization header was looked up by its URL already, in onRequest (plugins/public-cache.ts).
  let cached = headers.authorization ? app.publicData.forUrl(url) : undefined;
  if (!cached) {
    const { key, load } = miss();
    cached = app.publicData.json(key, () => reply.serialize(load()).toString(), url);
  }
  sendCachedBody(reply, cached);
}

/** Sends a cached body as it is, compressed as the client accepts it, or a 304 when the client has it already. */
export function sendCachedBody(reply: FastifyReply, cached: CachedBody): void {
  const { headers } = reply.request;
  // Always revalidate: the admin reads these calls too and must see its own writes at once.
  reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'accept-encoding');
  if (headers['if-none-match'] === cached.etag) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(headers['accept-encoding']);
  if (!encoding || cached.body.length < COMPRESS_FROM_BYTES) reply.send(cached.body);
  else reply.header('content-encoding', encoding).send(cached.encoded(encoding));
}
