// Which requests leave a line in the API's log at the production level (info): not a visitor's successful read,
// but every write, every error answer and every failure.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLogs, requestLogger } from '../../src/lib/request-logs.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function loggedApp() {
  const lines: Array<{ msg: string; level: number; reqId?: string; res?: { statusCode: number } }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
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

  it('write one line when a write, an error answer or a failure completes', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ method: 'POST', url: '/offers' });
    await app.inject({ url: '/nowhere' });
    await app.inject({ url: '/broken' });
    const completed = lines.filter((line) => line.msg === 'request completed' || line.msg === 'request errored');
    expect(completed.map((line) => line.res?.statusCode)).toEqual([201, 404, 500]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    // Each line names its request, the route's own line included.
    expect(new Set(lines.map((line) => line.reqId))).toEqual(new Set(['req-1', 'req-2', 'req-3']));
    expect(lines[0]).toMatchObject({ msg: 'saving an offer', reqId: 'req-1' });
  });
});
