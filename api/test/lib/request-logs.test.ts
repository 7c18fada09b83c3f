// Which requests leave a line in the API's log at the production level (info): not a visitor's successful read,
// but every write, every error answer and every failure; and what the line says (never a secret).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { RequestLogs, requestLogger } from '../../src/lib/request-logs.js';
import { ADMIN, API } from '../helpers.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

interface Line {
  msg: string;
  level: number;
  reqId?: string;
  statusCode?: number;
  [field: string]: unknown;
}

/** A log destination that keeps every line, parsed, and the raw text. */
function logStream() {
  const lines: Line[] = [];
  const text: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text.push(String(chunk));
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream, text: () => text.join('') };
}

async function loggedApp() {
  const { lines, stream } = logStream();
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new RequestLogs(),
    childLoggerFactory: requestLogger,
  });
  app.get('/offers', async () => ({ offers: [] }));
  app.get('/broken', async () => {
    throw new Error('disk gone');
  });
  app.post('/offers', async (request, reply) => {
    request.log.info('saving an offer');
    return reply.code(201).send({ saved: true });
  });
  app.post('/events', { config: { quietSuccess: true } }, async (request, reply) =>
    reply.code(request.body === 'bad' ? 400 : 204).send(),
  );
  await app.ready();
  close = () => app.close();
  return { app, lines };
}

describe('request logs', () => {
  it('write no line for a successful read, nor for one answered 304', async () => {
    const { app, lines } = await loggedApp();
    expect((await app.inject({ url: '/offers' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/offers' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it("write no line for a visitor's beacon answered 204, but one when it is refused", async () => {
    const { app, lines } = await loggedApp();
    const send = (payload: string) =>
      app.inject({ method: 'POST', url: '/events', payload, headers: { 'content-type': 'text/plain' } });
    expect((await send('good')).statusCode).toBe(204);
    expect(lines).toEqual([]);
    expect((await send('bad')).statusCode).toBe(400);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request completed', statusCode: 400 })]);
  });

  it('write one line when a write, an error answer or a failure completes', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ method: 'POST', url: '/offers' });
    await app.inject({ url: '/nowhere' });
    await app.inject({ url: '/broken' });
    const completed = lines.filter((line) => line.msg === 'request completed' || line.msg === 'request errored');
    expect(completed.map((line) => line.statusCode)).toEqual([201, 404, 500]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    // Each line names its request, the route's own line included.
    expect(new Set(lines.map((line) => line.reqId))).toEqual(new Set(['req-1', 'req-2', 'req-3']));
    expect(lines[0]).toMatchObject({ msg: 'saving an offer', reqId: 'req-1' });
  });
});

describe("the API's request lines", () => {
  async function api() {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-logs-'));
    const log = logStream();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }), {
      logStream: log.stream,
    });
    close = async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    const completed = (reqId: string) => log.lines.find((line) => line.reqId === reqId && line.statusCode);
    return { app, log, completed };
  }

  it('say method, route, URL, status, time, client address and the admin, and never a secret', async () => {
    const { app, log, completed } = await api();
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    const login = await app.inject({ method: 'POST', url: `${API}/login`, payload: ADMIN, headers: visitor });
    const token: string = login.json().token;
    const session = 'session-cookie-value-42';
    const write = await app.inject({
      method: 'POST',
      url: `${API}/locations`,
      payload: { district: 'Kannur', locationName: 'Thalassery' },
      headers: { ...visitor, authorization: `Bearer ${token}`, cookie: `sid=${session}` },
    });
    expect(write.statusCode).toBe(201);
    const refused = await app.inject({
      url: `${API}/storeads/adswithstore?page=x&token=query-token-1&apiKey=query-key-2&storeName=Kannur`,
      headers: visitor,
    });
    expect(refused.statusCode).toBe(400);

    expect(completed(login.headers['x-request-id'] as string)).toMatchObject({
      method: 'POST',
      route: `${API}/login`,
      url: `${API}/login`,
      statusCode: 200,
      clientIp: '203.0.113.7',
      responseTime: expect.any(Number),
    });
    expect(completed(write.headers['x-request-id'] as string)).toMatchObject({
      method: 'POST',
      route: `${API}/locations`,
      statusCode: 201,
      clientIp: '203.0.113.7',
      userId: login.json().user._id,
    });
    expect(completed(refused.headers['x-request-id'] as string)).toMatchObject({
      method: 'GET',
      route: `${API}/storeads/adswithstore`,
      url: `${API}/storeads/adswithstore?page=x&token=[redacted]&apiKey=[redacted]&storeName=Kannur`,
      statusCode: 400,
    });
    for (const secret of [ADMIN.password, token, session, 'query-token-1', 'query-key-2']) {
      expect(log.text()).not.toContain(secret);
    }
  });

  it("take the proxy's X-Request-Id when it is sane, else make one, and answer with it", async () => {
    const { app, completed } = await api();
    const caddyId = '1f0e5c2a-7d3b-4c9e-8a41-5b6f2d9e0c17';
    const forwarded = await app.inject({ method: 'POST', url: `${API}/nowhere`, headers: { 'x-request-id': caddyId } });
    expect(forwarded.headers['x-request-id']).toBe(caddyId);
    expect(completed(caddyId)).toMatchObject({ statusCode: 404 });
    for (const hostile of ['a'.repeat(200), 'id with spaces', '"quoted"\nforged-line', '']) {
      const answered = await app.inject({
        method: 'POST',
        url: `${API}/nowhere`,
        headers: { 'x-request-id': hostile },
      });
      const id = answered.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(completed(id)).toMatchObject({ statusCode: 404 });
    }
  });
});
