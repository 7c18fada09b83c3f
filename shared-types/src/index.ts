// Thin helpers over the generated OpenAPI types: the JSON body, query and response of one call.
import type { paths } from './api.js';

export type { components, operations, paths } from './api.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type FormOf<T> = T extends { content: { 'multipart/form-data': infer Form } } ? Form : never;

/** The JSON body of a call's success response (200 or 201). */
export type ApiResponse<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends {
    responses: infer R;
  }
    ? R extends { 200: infer Ok }
      ? JsonOf<Ok>
      : R extends { 201: infer Created }
        ? JsonOf<Created>
        : never
    : never;

/** The query parameters of a call. */
export type ApiQuery<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;

/** The JSON request body of a call. */
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody?: infer B;
  }
    ? JsonOf<NonNullable<B>>
    : never;

/** The multipart form a call takes (its text fields, and its files as binary strings). */
export type ApiForm<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody?: infer B;
  }
    ? FormOf<NonNullable<B>>
    : never;
