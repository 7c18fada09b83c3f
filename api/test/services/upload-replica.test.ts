// Uploads copied to the replica, a directory and an S3 bucket (a real S3-compatible server, s3rver) alike: before the
// record that references them is written, moved aside when deleted and kept while Litestream keeps history, and
// copied again at reconcile when a copy is missing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantsOf } from '../../src/services/image-store.js';
import { REPLICA_RETENTION_HOURS } from '../../src/services/litestream.js';
import { UploadReplica } from '../../src/services/upload-replica.js';
import { API, createTestApp } from '../helpers.js';
import { createCategory } from '../store-fixtures.js';

const BUCKET = 'offerboard-replica';
/** s3rver checks every request's signature against these keys. */
const S3_KEYS = { LITESTREAM_ACCESS_KEY_ID: 'S3RVER', LITESTREAM_SECRET_ACCESS_KEY: 'S3RVER' };

const work = mkdtempSync(join(tmpdir(), 'offerboard-replica-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(work, 's3'),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let endpoint = '';
beforeAll(async () => {
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

/** A replica in a fresh place, and how a test looks at it from outside the code under test. */
interface Backend {
  env: Record<string, string>;
  has(key: string): Promise<boolean>;
  drop(key: string): Promise<void>;
}

let replicas = 0;
const backends: Record<string, () => Backend> = {
  directory: () => {
    const dir = join(work, `replica-${++replicas}`);
    return {
      env: { LITESTREAM_REPLICA_URL: `file://${dir}` },
      has: async (key) => existsSync(join(dir, key)),
      drop: async (key) => rmSync(join(dir, key)),
    };
  },
  'S3 bucket': () => {
    const prefix = `site-${++replicas}/production`;
    const client = new AwsClient({
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      service: 's3',
    });
    const object = (key: string, method: string) => client.fetch(`${endpoint}/${BUCKET}/${prefix}/${key}`, { method });
    return {
      env: { LITESTREAM_REPLICA_URL: `s3://${BUCKET}/${prefix}`, LITESTREAM_ENDPOINT: endpoint, ...S3_KEYS },
      has: async (key) => (await object(key, 'HEAD')).status === 200,
      drop: async (key) => {
        expect((await object(key, 'DELETE')).status).toBe(204);
      },
    };
  },
};

/** Each of the files not in the replica (`where` it should be: 'uploads' or 'deleted'). */
async function absent(backend: Backend, files: string[], where: 'uploads' | 'deleted') {
  const keys = files.map((file) => (where === 'deleted' ? `deleted/${file}` : file));
  const present = await Promise.all(keys.map((key) => backend.has(key)));
  return keys.filter((_, index) => !present[index]);
}

describe.each(Object.keys(backends))('the uploads replica in a %s', (kind) => {
  /** A test app replicating to a fresh replica, and that replica as the restore command sees it. */
  async function replicatedApp() {
    const backend = (backends[kind] as () => Backend)();
    const context = await createTestApp(backend.env);
    const { replica } = context.app.config;
    if (!replica) throw new Error('no replica');
    return { ...context, backend, replica: (dataDir = context.dataDir) => new UploadReplica(replica, dataDir) };
  }

  it('holds each stored image with its variants, moves a deleted one aside, and purges it after the retention', async () => {
    const context = await replicatedApp();
    const { backend } = context;
    const category = await createCategory(context, 'Bakeries');
    const files = category.catPhotographs.flatMap(variantsOf);
    expect(files.length).toBeGreaterThan(1);
    expect(await absent(backend, files, 'uploads')).toEqual([]);

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `${API}/category/${category._id}`,
      headers: context.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await absent(backend, files, 'uploads')).toEqual(files);
    expect(await absent(backend, files, 'deleted')).toEqual([]);

    const replica = context.replica();
    expect(await replica.reconcile(Date.now() + (REPLICA_RETENTION_HOURS - 1) * 3_600_000)).toEqual({
      copied: 0,
      purged: 0,
    });
    expect(await replica.reconcile(Date.now() + (REPLICA_RETENTION_HOURS + 1) * 3_600_000)).toEqual({
      copied: 0,
      purged: files.length,
    });
    expect(await absent(backend, files, 'deleted')).toEqual(files.map((file) => `deleted/${file}`));
  });

  it('copies at reconcile what the replica lacks, and a restore fetches images from it, deleted ones too', async () => {
    const context = await replicatedApp();
    const [kept, removed] = [await createCategory(context, 'Bakeries'), await createCategory(context, 'Textiles')];
    const missing = kept.catPhotographs.flatMap(variantsOf);
    for (const file of missing) await context.backend.drop(file);
    await context.app.images.removeAll(removed.catPhotographs);

    expect(await context.replica().reconcile()).toEqual({ copied: missing.length, purged: 0 });
    expect(await absent(context.backend, missing, 'uploads')).toEqual([]);
    const restoredDir = join(work, `restored-${++replicas}`);
    expect(
      await context
        .replica(restoredDir)
        .fetch([...kept.catPhotographs, ...removed.catPhotographs, 'uploads/ads/gone.800x600.webp']),
    ).toEqual({
      fetched: missing.length + removed.catPhotographs.flatMap(variantsOf).length,
      missing: variantsOf('uploads/ads/gone.800x600.webp'),
    });
    const restored = [...kept.catPhotographs, ...removed.catPhotographs].flatMap(variantsOf);
    expect(restored.filter((file) => !existsSync(join(restoredDir, file)))).toEqual([]);
  });
});

describe('replication settings', () => {
  it('leaves checkpoints to Litestream when there is a replica, and to SQLite otherwise', async () => {
    const plain = await createTestApp();
    const replicated = await createTestApp((backends.directory as () => Backend)().env);
    expect(plain.app.db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(replicated.app.db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
  });
});
