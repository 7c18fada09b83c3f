// The one HTTP client: same-origin /backendapi/api, bearer token on every call, a 401 signs the admin out.
import ky, { type HTTPError } from 'ky';
import { getToken, signOut } from './session';

const API_BASE = '/backendapi/api';

let onUnauthorized: () => void = () => {};

/** What to do after the API refuses the token (the router sends the admin to the login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Called when a call answers 401 with a token that was sent: the session is over. */
function sessionExpired(): void {
  if (!getToken()) return;
  signOut();
  onUnauthorized();
}

/** The field name each of the server's field errors names, with its message (the first one per field). */
export type FieldErrors = Record<string, string>;

/** The errors without the one about `field` (the same object when there was none, so React skips a render). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const { [field]: _, ...rest } = errors;
  return rest;
}

/** An error carrying the server's `{ message, errors? }`, so screens can show it instead of their default. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads an error body: `message`, plus `errors: [{ field, message }]` when the API checked a form. */
function errorFromBody(body: unknown, status: number): ApiError {
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const fieldErrors: FieldErrors = {};
  if (Array.isArray(errors)) {
    for (const item of errors as { field?: unknown; message?: unknown }[]) {
      if (typeof item?.field === 'string' && typeof item.message === 'string') {
        fieldErrors[item.field] ??= item.message;
      }
    }
  }
  return new ApiError(typeof message === 'string' ? message : '', status, fieldErrors);
}

/** The server's message when it sent one, else the screen's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export const api = ky.create({
  prefixUrl: API_BASE,
  timeout: 60_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) sessionExpired();
      },
    ],
    beforeError: [
      async (error: HTTPError) => {
        const body: unknown = await error.response
          .clone()
          .json()
          .catch(() => null);
        return errorFromBody(body, error.response.status) as unknown as HTTPError;
      },
    ],
  },
});

/** The add/edit of a list screen's JSON form: creates at `path`, or updates `path/id` when there is an id. */
export function saveRecord<T>(path: string, id: string | undefined, json: unknown) {
  return (id ? api.put(`${path}/${id}`, { json }) : api.post(path, { json })).json<T>();
}

export function deleteRecord(path: string, id: string) {
  return api.delete(`${path}/${id}`).json<{ message: string }>();
}

/** How a multipart form is sent: the signal that cancels it, and where its progress (0-100) goes. */
export interface Upload {
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

/** True for the error of an upload cancelled by its signal. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends a multipart form reporting upload progress (0-100; 100 once every byte is sent) until its signal cancels it.
 * XMLHttpRequest, because fetch cannot report upload progress over HTTP/1.1 (ky's onUploadProgress streams the body,
 * which Chromium sends only over HTTP/2); it shares the client's token and 401 handling.
 */
export function uploadForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, upload: Upload): Promise<T> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = upload;
    if (signal.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}/${path}`);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => onProgress(100);
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    request.onloadend = () => signal.removeEventListener('abort', abort);
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      if (request.status === 401 && token) sessionExpired();
      reject(errorFromBody(body, request.status));
    };
    request.onerror = () => reject(new ApiError('', 0));
    request.send(form);
  });
}
