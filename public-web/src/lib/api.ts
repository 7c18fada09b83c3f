// The one HTTP client of the public site: relative to the page in the browser, to API_ORIGIN when prerendering
// (server-origins.ts).
// Failed calls carry the server's `{ message }` as their message (spec section 8: server message, else default).
// ky is loaded with the first call, not with the page: a prerendered page holds its data, so no page needs ky to
// hydrate, and the visitor counter waits until the page is idle (lib/counters.ts). That keeps ky's 5 KB out of the
// JavaScript a phone downloads and evaluates before the page responds.
import type { KyInstance, Options } from 'ky';
import { serverOrigins } from './server-origins';

let client: Promise<KyInstance> | undefined;

function kyClient(): Promise<KyInstance> {
  client ??= import('ky').then(({ default: ky }) =>
    ky.create({
      prefixUrl: import.meta.env.SSR ? `${serverOrigins().api}/backendapi/api` : '/backendapi/api',
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
    }),
  );
  return client;
}

/** A call as ky makes it, answered as JSON: `api.get('banners').json<Banner[]>()`. */
function call(method: 'get' | 'post' | 'put') {
  return (input: string, options?: Options) => ({
    json: <T = unknown>(): Promise<T> => kyClient().then((ky) => ky[method](input, options).json<T>()),
  });
}

export const api = { get: call('get'), post: call('post'), put: call('put') };

/** The status of a call the server answered with an error (ky's HTTPError carries the response), else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof Error && 'response' in error && error.response instanceof Response
    ? error.response.status
    : undefined;
}

/** The server's message when it sent one, else the spec's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.name === 'ApiError' ? error.message : fallback;
}
