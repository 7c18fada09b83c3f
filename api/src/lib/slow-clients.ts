// Slow and heavy clients. A body must keep arriving at a minimum average rate once a grace time has passed, so a
// trickle (one byte a second) is cut off within seconds while a big upload over a slow phone link still completes.
// A request answered before its body was read (401, 413) closes its connection instead of reading the rest.
// Connection-level errors (a malformed chunked body, a timeout) are answered with the usual `{ message }`.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TimeoutConfig } from '../config.js';
import { bodyAnnounced } from './http-server.js';

const CHECK_EVERY_MS = 1000;
/** After answering a request whose body is still coming, how long and how much of it to discard before closing. */
const LINGER_MS = 2000;
const LINGER_BYTES = 4 * 1024 * 1024;

function rawResponse(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ message });
  return `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const TOO_SLOW = rawResponse(408, 'Request Timeout', 'The request body arrived too slowly.');

function watchBodyRate(request: FastifyRequest, reply: FastifyReply, timeouts: TimeoutConfig): void {
  const socket: Socket | undefined = request.raw.socket;
  if (typeof socket?.bytesRead !== 'number') return;
  const startBytes = socket.bytesRead;
  const started = Date.now();
  const timer = setInterval(
    () => {
      if (request.raw.complete || socket.destroyed) return clearInterval(timer);
      const elapsed = Date.now() - started;
      const due = (timeouts.minBodyBytesPerSecond * (elapsed - timeouts.bodyGraceMs)) / 1000;
      if (socket.bytesRead - startBytes >= due) return;
      clearInterval(timer);
      request.log.info({ elapsed, received: socket.bytesRead - startBytes }, 'request body too slow: cut off');
      if (socket.writable && !reply.raw.headersSent) socket.write(TOO_SLOW);
      closeLingering(socket);
    },
    Math.min(CHECK_EVERY_MS, timeouts.bodyGraceMs),
  );
  timer.unref();
  request.raw.once('close', () => clearInterval(timer));
}

/**
 * Whether a body is still to come. `complete` alone is false for every request whose stream nobody read, bodiless GETs
 * included, and closing those would end keep-alive for every visitor.
 */
function bodyPending(request: FastifyRequest): boolean {
  return bodyAnnounced(request.raw) && request.raw.complete === false;
}

export function guardSlowClients(app: FastifyInstance, timeouts: TimeoutConfig): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (bodyPending(request)) watchBodyRate(request, reply, timeouts);
    done();
  });
  // Answered before the body was read: tell the client, and close instead of reading the rest of the body.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyPending(request) && request.raw.socket) {
      reply.header('connection', 'close');
      const socket = request.raw.socket;
      // Node closes a `connection: close` socket with destroySoon once the answer is sent.
      socket.destroySoon = () => closeLingering(socket);
    }
    done(null, payload);
  });
}

/**
 * Closing a socket while the client is still sending makes the kernel reset the connection, and the client loses the
 * answer it has not read yet (the 401, 413 or 408 that says why). So the connection is only half-closed, and what
 * still arrives is discarded for a moment before it is closed, as web servers' "lingering close" does.
 */
function closeLingering(socket: Socket): void {
  socket.end();
  const startBytes = socket.bytesRead;
  const close = () => {
    clearInterval(watch);
    socket.destroy();
  };
  const watch = setInterval(() => {
    if (socket.bytesRead - startBytes > LINGER_BYTES) close();
  }, 50);
  const deadline = setTimeout(close, LINGER_MS);
  deadline.unref();
  watch.unref();
  socket.once('end', close);
  socket.once('close', () => {
    clearInterval(watch);
    clearTimeout(deadline);
  });
}

/** Node's clientError: a malformed request line, headers or chunked body, or a request that timed out. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawResponse(408, 'Request Timeout', 'The request took too long to arrive.')
      : rawResponse(400, 'Bad Request', 'Malformed request'),
  );
}
