// Baselines for API benchmarks, in their own process: a bare Fastify hello-world, and per public call a bare Fastify
// route sending that call's recorded bytes with its recorded headers (REPLIES_FILE, written by run.ts). The second is
// the ceiling for the call: the cost of its bytes and headers alone, with nothing computed per request.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface RecordedReply {
  headers: Record<string, string>;
  body: string;
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
