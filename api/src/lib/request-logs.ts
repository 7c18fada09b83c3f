// Which requests the API logs, and a request's logger made only when it logs. Fastify's default writes two info
// lines for every request and builds a child logger for each; at the production level (info) that cost a visitor's
// cached read 1.8x the CPU of the read itself (scripts/bench/run.ts measures at the production level). Visitors'
// successful reads are Caddy's access log's to record; the API logs what an operator looks for in journald: every
// write, every error answer and every failure, one line each when it completes, with its request id.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

function worthALine(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.statusCode >= 400 || (request.method !== 'GET' && request.method !== 'HEAD');
}

export class RequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || worthALine(request, reply)) super.requestCompleted(error, request, reply);
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
