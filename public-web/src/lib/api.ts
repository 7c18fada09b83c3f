// The one HTTP client of the public site: relative to the page in the browser, to API_ORIGIN when prerendering.
// Failed calls carry the server's `{ message }` as their message (spec section 8: server message, else default).
import ky, { HTTPError } from 'ky';

const base = import.meta.env.SSR
  ? `${process.env.API_ORIGIN ?? 'http://127.0.0.1:3000'}/backendapi/api`
  : '/backendapi/api';

export const api = ky.create({
  prefixUrl: base,
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeError: [
      async (error) => {
        const body: unknown = await error.response
          .clone()
          .json()
          .catch(() => undefined);
        if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
          error.message = body.message;
          error.name = 'ApiError';
        }
        return error;
      },
    ],
  },
});

/** The server's message when it sent one, else the spec's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof HTTPError && error.name === 'ApiError' ? error.message : fallback;
}
