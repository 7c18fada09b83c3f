// Which requests the API logs. Fastify's default writes two info lines for every request; at the production level
// (info) that cost a visitor's cached read 75% more CPU than the read itself (scripts/bench/run.ts measures at the
// production level). Visitors' successful reads are Caddy's access log's to record; the API logs what an operator
// looks for in journald: every write, every error answer and every failure, one line each when it completes.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

function worthALine(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.statusCode >= 400 || (request.method !== 'GET' && request.method !== 'HEAD');
}

export class RequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || worthALine(request, reply)) super.requestCompleted(error, request, reply);
  }
}
