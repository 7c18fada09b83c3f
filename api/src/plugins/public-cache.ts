// The public responses' cache, dropped after every admin write that may change what the public sees.
import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sendCachedBody } from '../lib/cached-reply.js';
import { PublicData } from '../services/public-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicData: PublicData;
  }
  interface FastifyContextConfig {
    /** False on admin writes that cannot change what the public sees (inbox, password). */
    affectsPublicData?: boolean;
  }
}

export default fp(
  async (app) => {
    const publicData = new PublicData(app.config.regionTz);
    app.decorate('publicData', publicData);
    // A public GET of a URL answered before (so validated before) is answered from the cache here, before the
    // querystring is validated and the route's hooks and handler run: most visitor requests end here. A signed-in
    // admin's request goes on to the route, which reads the data as it is (lib/cached-reply.ts).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && request.headers.authorization === undefined) {
        const cached = publicData.forUrl(request.url);
        if (cached) {
          sendCachedBody(reply, cached);
          return;
        }
      }
      done();
    });
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
