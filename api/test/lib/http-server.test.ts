// A visitor's repeated public read over real HTTP is answered by the HTTP server from the cache, before Fastify's
// request lifecycle, with the same status, headers and bytes as the route's own answer.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API, login, startListening } from '../helpers.js';

/** The real app listening on a free port; `routed` lists the requests that reached Fastify's lifecycle. */
async function start() {
  const routed: string[] = [];
  const { app, port } = await startListening({
    beforeListen: (app) =>
      app.addHook('onRequest', (request, _reply, done) => {
        routed.push(request.url);
        done();
      }),
  });
  const token = await login(app);
  routed.length = 0;
  return { app, port, routed, auth: { authorization: `Bearer ${token}` } };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * What a client can tell about an answer, without the headers that differ by the moment (date) or the request (its id,
 * which only a routed request has: an early answer is never logged, and behind Caddy each answer carries Caddy's).
 */
function seen({ status, headers, body }: Answer) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
}

describe('repeated public reads over HTTP', () => {
  it('are answered before Fastify with the same status, headers and bytes as the route answered', async () => {
    const { app, port, routed, auth } = await start();
    for (let i = 0; i < 60; i++) {
      await app.inject({ method: 'POST', url: `${API}/offertype`, headers: auth, payload: { title: `Kind ${i}` } });
    }
    const path = `${API}/offertype?paginated=false`;
    const accepts: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const accept of accepts) {
      app.publicData.changed();
      routed.length = 0;
      const first = await get(port, path, accept);
      const again = await get(port, path, accept);
      const doubled = await get(port, path.replace('/api/', '//api//'), accept);

      expect(routed).toEqual([path]);
      expect(first.status).toBe(200);
      expect(seen(again)).toEqual(seen(first));
      expect(seen(doubled)).toEqual(seen(first));
    }
    const compressed = await get(port, path, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString()).data).toHaveLength(60);
  });

  it('answer 304 to a client that has the body, and a signed-in admin reads the data as it is', async () => {
    const { app, port, routed, auth } = await start();
    const path = `${API}/offertype?paginated=false`;
    const first = await get(port, path);
    routed.length = 0;

    const unchanged = await get(port, path, { 'if-none-match': String(first.headers.etag) });
    app.db.$client.prepare("INSERT INTO offer_types (title) VALUES ('Written behind the cache')").run();
    const visitor = await get(port, path);
    const admin = await get(port, path, auth);

    expect({ status: unchanged.status, etag: unchanged.headers.etag, body: unchanged.body.length }).toEqual({
      status: 304,
      etag: first.headers.etag,
      body: 0,
    });
    expect(seen(visitor)).toEqual(seen(first));
    expect(JSON.parse(admin.body.toString()).data).toHaveLength(1);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(routed).toEqual([path]);
  });

  it('leave an uncached URL and a HEAD to Fastify', async () => {
    const { port, routed } = await start();
    const path = `${API}/offertype?paginated=false`;

    const unknown = await get(port, `${API}/offertype?paginated=maybe`);
    await get(port, path);
    const head = await new Promise<number>((resolve) =>
      httpRequest({ host: '127.0.0.1', port, path, method: 'HEAD' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).end(),
    );

    expect(unknown.status).toBe(400);
    expect(head).toBe(200);
    expect(routed).toEqual([`${API}/offertype?paginated=maybe`, path, path]);
  });
});
