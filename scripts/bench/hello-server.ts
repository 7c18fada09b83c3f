// Baselines for API benchmarks, in their own process: a bare Fastify hello-world, and per public call a bare Fastify
// route sending that call's recorded bytes with its recorded headers (REPLIES_FILE, written by run.ts). The second is
// the ceiling for the call: the cost of its bytes and headers alone, with nothing computed per request.
// With API_BUILT=1 the same server runs in a process where the API app is built as the API builds it (on DATA_DIR, not
// listening, serving nothing): the cost of the same bytes in a process like the API's, to tell what the API's request
// path costs from what sharing a process with the whole app costs every request there.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';

interface RecordedReply {
  headers: Record<string, string>;
  body: string;
}

if (process.env.API_BUILT === '1') {
  const dist = join(resolve(import.meta.dirname, '../..'), 'api/dist');
  const { buildApp } = await import(join(dist, 'app.js'));
  const { loadConfig } = await import(join(dist, 'config.js'));
  await (await buildApp(loadConfig())).ready();
}

const replies: RecordedReply[] = process.env.REPLIES_FILE
  ? JSON.parse(readFileSync(process.env.REPLIES_FILE, 'utf8'))
  : [];
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
for (const [index, recorded] of replies.entries()) {
  const body = Buffer.from(recorded.body, 'base64');
  app.get(`/replay/${index}`, (_request, reply) => {
    reply.headers(recorded.headers).send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
