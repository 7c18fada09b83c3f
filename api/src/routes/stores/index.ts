import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const storeRoutes: FastifyPluginAsyncTypebox = async () => {};
