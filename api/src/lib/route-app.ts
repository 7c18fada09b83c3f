// The app as the route helpers receive it: a plugin's instance with the TypeBox type provider, so a route's schemas
// type its request and reply.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];
