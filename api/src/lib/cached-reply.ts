// Serves a public GET from the public-data cache: a hit sends the stored JSON without running SQL or serializing.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Sends the cached JSON for the key; on a miss, loads the result and serializes it with the route's response schema. */
export function sendCached(app: FastifyInstance, reply: FastifyReply, key: string, load: () => unknown): FastifyReply {
  const body = app.publicData.json(key, () => reply.serialize(load()).toString());
  return reply.type('application/json; charset=utf-8').send(body);
}
