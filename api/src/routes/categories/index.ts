import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const categoryRoutes: FastifyPluginAsyncTypebox = async () => {};
