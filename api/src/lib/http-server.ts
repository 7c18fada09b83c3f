// The HTTP server under Fastify (its serverFactory): Node's server with the API's limits for slow and idle clients
// (ADR 007), which may answer a request itself before Fastify's request lifecycle runs (a visitor's repeated public
// read, answered from the cache: ADR 002).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TimeoutConfig } from '../config.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** Answers the request and says true, or says false and leaves it to Fastify. */
type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export function createHttpServer(timeouts: TimeoutConfig, fastify: Handler, answerEarly: EarlyAnswer): Server {
  const server = createServer({ connectionsCheckingInterval: timeouts.checkEveryMs }, (request, response) => {
    let answered = false;
    try {
      answered = answerEarly(request, response);
    } catch {
      // Whatever went wrong is Fastify's to answer and log, as the route meets it again.
    }
    if (!answered) fastify(request, response);
  });
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs);
  return server;
}

/**
 * Clients that build URLs as `${base}/${path}` from a base ending in '/' send '//' (`/backendapi//uploads/...`).
 * Collapsed before routing, so the router and the uploads' file server both see one slash (ADR 009).
 */
export function withSingleSlashes(url: string): string {
  if (!url.startsWith('/') || !url.includes('//')) return url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(/\/{2,}/g, '/') + (query === -1 ? '' : url.slice(query));
}

/** Whether a request says a body follows (a length above 0, or chunks). */
export function bodyAnnounced(request: IncomingMessage): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
