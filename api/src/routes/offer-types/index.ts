import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const offerTypeRoutes: FastifyPluginAsyncTypebox = async () => {};
