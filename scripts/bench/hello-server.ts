// Baselines for API benchmarks, in their own process: a bare Fastify hello-world, and the same server sending a
// fixed body of the listing's size (PAYLOAD_FILE), which shows how much of a listing's cost is just its bytes.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const payload = process.env.PAYLOAD_FILE ? readFileSync(process.env.PAYLOAD_FILE) : Buffer.from('{}');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/payload', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(payload);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
