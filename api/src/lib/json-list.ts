// A list answered as JSON streamed a batch of items at a time, for pages too large to hold as objects all at once.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';

type Item = Record<string, unknown>;

/**
 * Sends `{"data":[...items],...envelope}` as the client reads it: the next batch of rows is read and made into items
 * (`toItems`) only when the one before has been written, and serialized by the route's own serializer of `item`, the
 * list's item schema. Nothing of a batch is kept while the stream waits for the client: a thousand answers made at
 * once (or a batch held across that wait) outlive V8's young generation and pile up in its old space.
 */
export function sendJsonList<Row>(
  reply: FastifyReply,
  item: TSchema,
  rows: Iterator<Row[]>,
  toItems: (rows: Row[]) => Item[],
  envelope: Record<string, number>,
): FastifyReply {
  // The schema object itself (Fastify keeps what it compiled from it), which its typing knows only as a record.
  const serialize = reply.compileSerializationSchema(item as unknown as Item);
  let separator = '{"data":[';
  const body = new Readable({
    read() {
      let batch = rows.next();
      // A batch whose rows were all deleted since the page was counted: an empty push would stall the stream.
      while (!batch.done && batch.value.length === 0) batch = rows.next();
      if (batch.done) {
        this.push(`${separator === ',' ? '' : separator}],${JSON.stringify(envelope).slice(1)}`);
        this.push(null);
        return;
      }
      this.push(
        `${separator}${toItems(batch.value)
          .map((value) => serialize(value))
          .join(',')}`,
      );
      separator = ',';
    },
  });
  return reply.type('application/json; charset=utf-8').send(body);
}
