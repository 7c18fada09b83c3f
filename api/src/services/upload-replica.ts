// Uploads replicated beside Litestream's copy of the database (docs/decisions/027-*). Images are write-once, so each
// is copied once, before the database write that references it; a deleted image's copy is moved aside and kept as
// long as Litestream keeps history, so a restore to any moment it can reach still finds every image it references.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ReplicaConfig } from '../config.js';
import type { UploadedFile } from '../lib/multipart.js';
import { IMAGE_KINDS, type ImageInUse, type ImageKind, ImageStore, storedImageOf, variantsOf } from './image-store.js';
import { REPLICA_RETENTION_HOURS } from './litestream.js';
import { type ReplicaStorage, replicaStorage } from './replica-storage.js';

const RETENTION_MS = REPLICA_RETENTION_HOURS * 3_600_000;

/**
 * The replica's uploads, in a directory or a bucket alike: `uploads/<kind>/<file>`, and `deleted/uploads/<kind>/<file>`
 * for deleted images.
 */
export class UploadReplica {
  private readonly storage: ReplicaStorage;

  constructor(
    replica: ReplicaConfig,
    /** The data directory the `uploads/...` paths are relative to. */
    private readonly dataDir: string,
  ) {
    this.storage = replicaStorage(replica);
  }

  /** Copies each file (`uploads/...`) into the replica. */
  async put(files: readonly string[]): Promise<void> {
    for (const file of files) await this.storage.write(file, join(this.dataDir, file));
  }

  /** Moves deleted files' copies aside, dated now: they are purged once no restorable moment can reference them. */
  async markDeleted(files: readonly string[]): Promise<void> {
    for (const file of files) await this.storage.move(file, `deleted/${file}`);
  }

  /**
   * Copies the local image files the replica lacks (left by a failed copy or a crash, or there before replication was
   * turned on) and purges deleted copies older than the retention.
   */
  async reconcile(now = Date.now()): Promise<{ copied: number; purged: number }> {
    let copied = 0;
    let purged = 0;
    for (const kind of IMAGE_KINDS) {
      const replicated = await this.storage.list(`uploads/${kind}`);
      for (const name of await readdir(join(this.dataDir, 'uploads', kind)).catch(() => [])) {
        const file = `uploads/${kind}/${name}`;
        if (storedImageOf(file) === undefined || replicated.has(name)) continue;
        await this.put([file]);
        copied++;
      }
      for (const [name, deletedAt] of await this.storage.list(`deleted/uploads/${kind}`)) {
        if (now - deletedAt < RETENTION_MS) continue;
        await this.storage.remove(`deleted/uploads/${kind}/${name}`);
        purged++;
      }
    }
    return { copied, purged };
  }

  /** Copies the given stored images, with their width variants, from the replica into the data directory. */
  async fetch(paths: Iterable<string>): Promise<{ fetched: number; missing: string[] }> {
    let fetched = 0;
    const missing: string[] = [];
    for (const file of [...paths].flatMap(variantsOf)) {
      const target = join(this.dataDir, file);
      if ((await this.storage.read(file, target)) || (await this.storage.read(`deleted/${file}`, target))) fetched++;
      else missing.push(file);
    }
    return { fetched, missing };
  }
}

/**
 * The image store with every stored image copied to the replica before it is returned (so before any record can
 * reference it) and every deleted one marked deleted there. A copy that fails is logged, not the request: the next
 * reconcile copies it.
 */
export class ReplicatedImageStore extends ImageStore {
  constructor(
    uploadsDir: string,
    isInUse: ImageInUse,
    private readonly replica: UploadReplica,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super(uploadsDir, isInUse);
  }

  override async saveAll(kind: ImageKind, files: UploadedFile[]): Promise<string[]> {
    return this.replicated(await super.saveAll(kind, files));
  }

  override async copyAll(paths: readonly string[]): Promise<string[]> {
    return this.replicated(await super.copyAll(paths));
  }

  override async removeAll(paths: readonly string[]): Promise<void> {
    await super.removeAll(paths);
    const removed = paths.flatMap(variantsOf).filter((file) => !existsSync(join(this.dataDir, file)));
    await this.replica.markDeleted(removed).catch((error: unknown) => {
      this.log.error({ err: error, files: removed }, 'could not mark deleted uploads in the replica');
    });
  }

  private async replicated(paths: string[]): Promise<string[]> {
    await this.replica.put(paths.flatMap(variantsOf)).catch((error: unknown) => {
      this.log.error({ err: error, paths }, 'could not copy uploads to the replica; the next reconcile will');
    });
    return paths;
  }
}
