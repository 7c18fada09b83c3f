// Typed errors thrown by services; the app's error handler turns them into `{ message }` with their status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Your account may not do this') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** A link that was valid once: used, or past its expiry. */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export interface FieldError {
  /** The request field (form or body name) the message is about. */
  field: string;
  message: string;
}

/** One sentence for clients that read only `message`: each distinct field message once. */
function summary(errors: FieldError[]): string {
  const messages = [...new Set(errors.map((error) => error.message))];
  if (messages.length === 1) return messages[0] ?? '';
  return messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');
}

/** A 400 listing every wrong field of a request at once; `message` sums them up for clients that read only it. */
export class ValidationError extends BadRequestError {
  constructor(readonly errors: FieldError[]) {
    super(summary(errors));
  }
}

/** Collects field errors while a form is checked, so the admin sees them all after one submit. */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  /** Records the message for the field unless the field already has one (the first problem is the one to fix). */
  add(field: string, message: string): void {
    if (!this.has(field)) this.errors.push({ field, message });
  }

  has(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  list(): readonly FieldError[] {
    return this.errors;
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new ValidationError(this.errors);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}
