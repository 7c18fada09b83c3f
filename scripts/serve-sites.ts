// Serves the built public site and admin SPA the way production's Caddy does: static files with cache headers
// (hashed assets immutable, HTML revalidated), /backendapi/* proxied to the API, SPA fallback for the admin.
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

export interface SitesOptions {
  publicDir: string;
  adminDir: string;
  publicPort: number;
  adminPort: number;
  apiOrigin: string;
  host?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}

/** Like Caddy's `try_files {path} {path}/index.html /index.html`: a file, a prerendered page, else the app shell. */
function findFile(root: string, path: string): string | undefined {
  for (const candidate of [path, join(path, 'index.html')]) {
    const full = resolve(root, `.${sep}${candidate}`);
    if (full.startsWith(root + sep) && existsSync(full) && statSync(full).isFile()) return full.slice(root.length + 1);
  }
  return extname(path) ? undefined : 'index.html';
}

async function site(dir: string, prefix: string, apiOrigin: string): Promise<FastifyInstance> {
  const root = resolve(dir);
  const app = Fastify({ logger: false });
  await app.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/backendapi',
    rewritePrefix: '/backendapi',
    // The API trusts loopback proxies, so per-client rate limits see the visitor's address, as behind Caddy.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });
  await app.register(fastifyStatic, { root, serve: false, setHeaders: cacheHeaders, cacheControl: false });
  if (prefix !== '/') app.get('/', (_request, reply) => reply.redirect(prefix));
  app.get(`${prefix}*`, (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent((request.url.split('?')[0] ?? '/').slice(prefix.length));
    } catch {
      return reply.status(400).send('Bad request');
    }
    const file = findFile(root, path);
    return file ? reply.sendFile(file) : reply.status(404).type('text/plain').send('Not found');
  });
  return app;
}

export async function serveSites(options: SitesOptions): Promise<() => Promise<void>> {
  const host = options.host ?? '127.0.0.1';
  const publicSite = await site(options.publicDir, '/', options.apiOrigin);
  const adminSite = await site(options.adminDir, '/admin/', options.apiOrigin);
  await publicSite.listen({ host, port: options.publicPort });
  await adminSite.listen({ host, port: options.adminPort });
  return async () => {
    await Promise.all([publicSite.close(), adminSite.close()]);
  };
}
