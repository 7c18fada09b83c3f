// Serves a public GET from the public-data cache: a hit sends the stored bytes (compressed once, if the client
// accepts it) without running SQL or serializing, and a client that already has them gets a 304.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentEncoding } from '../services/public-data.js';

/** Small bodies are not worth a Content-Encoding header and a decompression on the client. */
const COMPRESS_FROM_BYTES = 1024;

function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

/** Sends the cached JSON for the key; on a miss, loads the result and serializes it with the route's response schema. */
export function sendCached(app: FastifyInstance, reply: FastifyReply, key: string, load: () => unknown): FastifyReply {
  // The admin reads some of these calls too (category clicks) and must see counters as they are, not as cached.
  if (reply.request.headers.authorization && app.signedInAdmin(reply.request)) {
    return reply.header('cache-control', 'no-store').send(load());
  }
  const cached = app.publicData.json(key, () => reply.serialize(load()).toString());
  // Always revalidate: the admin reads these calls too and must see its own writes at once.
  reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'accept-encoding');
  if (reply.request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (!encoding || cached.body.length < COMPRESS_FROM_BYTES) return reply.send(cached.body);
  return reply.header('content-encoding', encoding).send(cached.encoded(encoding));
}
