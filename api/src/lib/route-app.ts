// What the route helpers share: the app as they receive it (a plugin's instance with the TypeBox type provider, so a
// route's schemas type its request and reply), and the fields every call declares for its OpenAPI entry.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A call as a route helper declares it: where it is and how the API's documentation names it. */
export interface RouteCall {
  path: string;
  operationId: string;
  tags: string[];
  description?: string;
}

/** The part of a route's schema that documents it. */
export function documented({ operationId, tags, description }: RouteCall) {
  return { operationId, tags, description };
}
