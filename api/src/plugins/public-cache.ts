// The public responses' cache, dropped after every admin write that may change what the public sees.
import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicData } from '../services/public-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicData: PublicData;
  }
  interface FastifyContextConfig {
    /** False on admin writes that cannot change what the public sees (inbox, password). */
    affectsPublicData?: boolean;
  }
}

export default fp<{ publicData: PublicData }>(
  async (app, { publicData }) => {
    // A visitor's repeated read is answered from it by the HTTP server, before Fastify (lib/http-server.ts).
    app.decorate('publicData', publicData);
    // Only admin writes change what the public sees: the hook goes on those routes alone, so a visitor's read runs
    // one hook fewer. A callback hook: it costs no promise.
    const changed: onResponseHookHandler = (_request, reply, done) => {
      if (reply.statusCode < 400) publicData.changed();
      done();
    };
    app.addHook('onRoute', (route) => {
      const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
      if (route.config?.admin !== true || reads || route.config.affectsPublicData === false) return;
      route.onResponse = [...[route.onResponse ?? []].flat(), changed];
    });
  },
  { name: 'public-cache' },
);
