import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const bannerRoutes: FastifyPluginAsyncTypebox = async () => {};
