import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const adRoutes: FastifyPluginAsyncTypebox = async () => {};
