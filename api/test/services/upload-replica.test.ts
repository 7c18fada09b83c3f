// Uploads copied to a file replica: before the record that references them is written, moved aside when deleted and
// kept while Litestream keeps history, and copied again at reconcile when a copy is missing.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { variantsOf } from '../../src/services/image-store.js';
import { REPLICA_RETENTION_HOURS } from '../../src/services/litestream.js';
import { UploadReplica } from '../../src/services/upload-replica.js';
import { API, createTestApp } from '../helpers.js';
import { createCategory } from '../store-fixtures.js';

const replicaDirs: string[] = [];
afterEach(() => {
  for (const dir of replicaDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A test app replicating to a fresh directory, and that replica as the restore command sees it. */
async function replicatedApp() {
  const replicaDir = mkdtempSync(join(tmpdir(), 'offerboard-replica-'));
  replicaDirs.push(replicaDir);
  const context = await createTestApp({ LITESTREAM_REPLICA_URL: `file://${replicaDir}` });
  const replica = (dataDir = context.dataDir) => new UploadReplica({ url: `file://${replicaDir}` }, dataDir);
  return { ...context, replicaDir, replica };
}

describe('the uploads replica', () => {
  it('holds each stored image with its variants, moves a deleted one aside, and purges it after the retention', async () => {
    const context = await replicatedApp();
    const { replicaDir } = context;
    const category = await createCategory(context, 'Bakeries');
    const files = category.catPhotographs.flatMap(variantsOf);
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => !existsSync(join(replicaDir, file)))).toEqual([]);

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `${API}/category/${category._id}`,
      headers: context.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(files.filter((file) => existsSync(join(replicaDir, file)))).toEqual([]);
    expect(files.filter((file) => !existsSync(join(replicaDir, 'deleted', file)))).toEqual([]);

    const replica = context.replica();
    expect(await replica.reconcile(Date.now() + (REPLICA_RETENTION_HOURS - 1) * 3_600_000)).toEqual({
      copied: 0,
      purged: 0,
    });
    expect(await replica.reconcile(Date.now() + (REPLICA_RETENTION_HOURS + 1) * 3_600_000)).toEqual({
      copied: 0,
      purged: files.length,
    });
    expect(readdirSync(join(replicaDir, 'deleted', 'uploads', 'categories'))).toEqual([]);
  });

  it('copies at reconcile what the replica lacks, and a restore fetches images from it, deleted ones too', async () => {
    const context = await replicatedApp();
    const { replicaDir } = context;
    const [kept, removed] = [await createCategory(context, 'Bakeries'), await createCategory(context, 'Textiles')];
    const missing = kept.catPhotographs.flatMap(variantsOf);
    for (const file of missing) rmSync(join(replicaDir, file));
    await context.app.images.removeAll(removed.catPhotographs);

    expect(await context.replica().reconcile()).toEqual({ copied: missing.length, purged: 0 });
    const restored = context.replica(join(replicaDir, 'restored'));
    expect(
      await restored.fetch([...kept.catPhotographs, ...removed.catPhotographs, 'uploads/ads/gone.800x600.webp']),
    ).toEqual({
      fetched: missing.length + removed.catPhotographs.flatMap(variantsOf).length,
      missing: variantsOf('uploads/ads/gone.800x600.webp'),
    });
  });

  it('leaves checkpoints to Litestream when there is a replica, and to SQLite otherwise', async () => {
    const plain = await createTestApp();
    const replicated = await replicatedApp();
    expect(plain.app.db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(replicated.app.db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
  });
});
