// Which requests the API logs, and a request's logger made only when it logs. Fastify's default writes two info
// lines for every request and builds a child logger for each; at the production level (info) that cost a visitor's
// cached read 1.8x the CPU of the read itself (scripts/bench/run.ts measures at the production level). Visitors'
// successful reads are Caddy's access log's to record; the API logs what an operator looks for in journald: every
// write, every error answer and every failure, one line each when it completes, saying what was asked (method, route,
// URL with its secrets masked), by whom (client address, admin's user id), with what outcome and how long it took,
// under the request id Caddy's access log shows for the same request. Never a header or a body: no token, password
// or cookie can reach the log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A visitor's beacon (POST /events): like a visitor's read, only its failures are worth a line. */
    quietSuccess?: boolean;
  }
}

function worthALine(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode >= 400) return true;
  return request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.config.quietSuccess !== true;
}

/** Caddy's {http.request.uuid}, or any id a proxy sends that is safe to write into a log line and a header. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/** The request id: the proxy's X-Request-Id when it is sane, else a new UUID (unique across restarts, unlike a count). */
export function requestId(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** Query parameters whose values are never logged (by name: a token, password, key, secret, signature...). */
const SECRET_PARAM = /token|pass|secret|key|sig|auth|session|jwt|code/i;

/** The URL as requested, with the value of every query parameter that may carry a secret masked. */
function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const cut = pair.indexOf('=');
      const name = cut === -1 ? pair : pair.slice(0, cut);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape: judge the name as it is
      }
      return cut !== -1 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** What a request's line says about it. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions.url,
    url: loggableUrl(request.url),
    clientIp: request.ip,
    userId: (request.user as { sub?: string } | null | undefined)?.sub,
  };
}

export class RequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && !worthALine(request, reply)) return;
    const line = { ...requestFields(request), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  // Fastify's own lines would write the raw URL (query secrets included): the completed line says it all.
  override routeNotFound(): void {}

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ ...requestFields(request), err: error }, error?.message);
  }
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
const LOG_METHODS = ['info', 'error', 'debug', 'fatal', 'warn', 'trace', 'silent'] as const;
type LogMethod = (typeof LOG_METHODS)[number];

/** A request's logger: the child logger with its request id is built on the first line it writes, if any. */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  declare info: FastifyBaseLogger['info'];
  declare error: FastifyBaseLogger['error'];
  declare debug: FastifyBaseLogger['debug'];
  declare fatal: FastifyBaseLogger['fatal'];
  declare warn: FastifyBaseLogger['warn'];
  declare trace: FastifyBaseLogger['trace'];
  declare silent: FastifyBaseLogger['silent'];

  /** Writes through the child logger, made now if this is the request's first line. */
  log(method: LogMethod, args: unknown[]): void {
    (this.logger[method] as (...line: unknown[]) => void)(...args);
  }
}

// On the prototype, not per instance: a request that logs nothing allocates nothing but its RequestLogger.
for (const method of LOG_METHODS) {
  RequestLogger.prototype[method] = function (this: RequestLogger, ...args: unknown[]) {
    this.log(method, args);
  } as FastifyBaseLogger[LogMethod];
}

export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
  return new RequestLogger(parent, bindings, options);
}
