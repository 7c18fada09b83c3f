// The one place errors become responses: `{ message }` with a 4xx for anything a client did, a logged 500 otherwise.

import { waitText } from '@offerboard/shared-types/rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from './errors.js';

/** "30 seconds", "1 minute", "7 minutes": how long a client waits, as it reads best (the contact form's words too). */
export { waitText };

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function validationMessage(context: string | undefined, issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (context === 'params') return 'Invalid id';
  const missing = issue?.params?.missingProperty;
  const field = typeof missing === 'string' ? missing : (issue?.instancePath ?? '').replace(/^\//, '');
  if (typeof missing === 'string') return `${field} is required`;
  const allowed = issue?.params?.allowedValues;
  if (field && Array.isArray(allowed)) return `${field} must be one of: ${allowed.join(', ')}`;
  return field ? `${field} ${issue?.message ?? 'is invalid'}` : `Invalid ${context ?? 'request'}: ${issue?.message}`;
}

/** A rate limit's answer says how long to wait (its Retry-After, in seconds), not only "later". */
function tooManyRequests(retryAfter: unknown): string {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0
    ? `Too many requests. Please try again in ${waitText(Math.ceil(seconds))}.`
    : 'Too many requests, please try again later.';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error.validationContext, error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? tooManyRequests(reply.getHeader('retry-after')) : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
