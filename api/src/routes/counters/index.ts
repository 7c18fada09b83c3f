import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const counterRoutes: FastifyPluginAsyncTypebox = async () => {};
