// Slow and heavy clients over real HTTP: trickled bodies are cut off, answered requests stop being read, oversized
// uploads are refused at the first file past the limit, and a malformed chunked body gets a clean 400.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TimeoutConfig } from '../../src/config.js';
import { ADMIN, API, startListening } from '../helpers.js';

/** The real app listening on a free port, with short body timeouts; errors it handled are collected. */
async function start(timeouts: Partial<TimeoutConfig> = {}) {
  const errors: unknown[] = [];
  const { app, port } = await startListening({
    timeouts,
    beforeListen: (app) =>
      app.addHook('onError', (_request, _reply, error, done) => {
        errors.push(error);
        done();
      }),
  });
  return { app, port, errors };
}

interface RawExchange {
  socket: Socket;
  /** Resolves with everything the server sent once it closed the connection. */
  closed: Promise<string>;
  /** Resolves with the first bytes of the response. */
  answered: Promise<string>;
}

function open(port: number, head: string): RawExchange {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(head);
  let received = '';
  const answered = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))));
  socket.on('data', (chunk) => {
    received += String(chunk);
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, closed, answered };
}

function post(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${API}${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('slow clients', () => {
  it('cuts off a body trickled one byte at a time with a 408', async () => {
    const { port } = await start({ bodyGraceMs: 300, minBodyBytesPerSecond: 1000 });
    const exchange = open(
      port,
      post('/contact/submit', { 'content-type': 'application/json', 'content-length': 200_000 }),
    );
    const trickle = setInterval(() => exchange.socket.write('{'), 50);

    const response = await exchange.closed;
    clearInterval(trickle);

    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain('{"message":"The request body arrived too slowly."}');
  });

  it('lets a large body through that keeps arriving at a steady rate', async () => {
    const { port } = await start({ bodyGraceMs: 300, minBodyBytesPerSecond: 1000 });
    const body = JSON.stringify({ name: 'Anu', message: 'x'.repeat(4000) });
    const exchange = open(
      port,
      post('/contact/submit', { 'content-type': 'application/json', 'content-length': body.length }),
    );
    for (let sent = 0; sent < body.length; sent += 500) {
      exchange.socket.write(body.slice(sent, sent + 500));
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(await exchange.answered).toMatch(/^HTTP\/1\.1 400 /);
    exchange.socket.destroy();
  });

  it('stops reading a body once the answer is known: 401 without a token, 413 for a body over the limit', async () => {
    const { port } = await start();
    const cases = [
      {
        path: '/category',
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': 50_000_000 },
        status: 401,
      },
      {
        path: '/contact/submit',
        headers: { 'content-type': 'application/json', 'content-length': 50_000_000 },
        status: 413,
      },
    ];
    for (const { path, headers, status } of cases) {
      const exchange = open(port, post(path, headers));
      exchange.socket.write(Buffer.alloc(64 * 1024, 'a'));

      const response = await exchange.closed;

      expect(response).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(response.toLowerCase()).toContain('connection: close');
      expect(exchange.socket.bytesWritten).toBeLessThan(1_000_000);
    }
  });

  it('answers a malformed chunked body with a 400 and a message, without an error in the rate limiter', async () => {
    const { port, errors } = await start();
    const exchange = open(
      port,
      post('/contact/submit', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
    );
    exchange.socket.write('zz\r\nabc\r\n0\r\n\r\n');

    const response = await exchange.closed;

    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain('{"message":"Malformed request"}');
    expect(errors).toEqual([]);
  });
});

describe('multipart uploads', () => {
  it('are refused at the first file past the limit, before the rest is sent', async () => {
    const { app, port } = await start();
    const token = (await app.inject({ method: 'POST', url: `${API}/login`, payload: ADMIN })).json().token;
    const boundary = 'offerboard-boundary';
    const file = Buffer.alloc(4_900_000, 7);
    const filePart = (index: number) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="catPhotographs"; filename="p${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]);
    const title = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBooks\r\n`);
    const total = title.length + 20 * filePart(0).length + `--${boundary}--\r\n`.length;
    const exchange = open(
      port,
      post('/category', {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': total,
      }),
    );
    let answered = false;
    void exchange.answered.then(() => {
      answered = true;
    });
    exchange.socket.write(title);
    for (let index = 0; index < 20 && !answered && !exchange.socket.destroyed; index++) {
      const flushed = exchange.socket.write(filePart(index));
      if (!flushed) {
        await Promise.race([
          new Promise((resolve) => exchange.socket.once('drain', resolve)),
          exchange.answered,
          exchange.closed,
        ]);
      }
    }

    const response = await exchange.closed;

    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain('You can only upload 5 more image(s) (max 5 total).');
    expect(exchange.socket.bytesWritten).toBeLessThan(total / 2);
    expect(app.db.$client.prepare('SELECT count(*) AS n FROM categories').get()).toEqual({ n: 0 });
  });
});

describe('header deadline', () => {
  it('cuts off a connection that sends nothing and one whose headers stop, checked at the production rate', async () => {
    // The production check interval with a short deadline: Node's own 30 s interval would outlast the test's timeout.
    const { port } = await start({ headersMs: 300 });
    const exchanges = [open(port, ''), open(port, `GET ${API}/districts HTTP/1.1\r\nhost: local`)];

    const responses = await Promise.all(exchanges.map((exchange) => exchange.closed));

    for (const response of responses) {
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(response).toContain('{"message":"The request took too long to arrive."}');
    }
  }, 10_000);
});

describe('keep-alive', () => {
  it('answers requests without a body on one kept-alive connection, one after another', async () => {
    const { port } = await start();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    const get = `GET ${API}/districts HTTP/1.1\r\nhost: localhost\r\n\r\n`;
    socket.write(get + get);
    await expect.poll(() => (received.match(/HTTP\/1\.1 200 OK/g) ?? []).length, { timeout: 5000 }).toBe(2);
    expect(socket.destroyed).toBe(false);
    expect(received.toLowerCase()).not.toContain('connection: close');
    socket.destroy();
  });
});
