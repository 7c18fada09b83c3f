// Uploads replicated beside Litestream's copy of the database (docs/decisions/027-*). Images are write-once, so each
// is copied once, before the database write that references it; a deleted image's copy is moved aside and kept as
// long as Litestream keeps history, so a restore to any moment it can reach still finds every image it references.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ReplicaConfig } from '../config.js';
import type { UploadedFile } from '../lib/multipart.js';
import { IMAGE_KINDS, type ImageInUse, type ImageKind, ImageStore, storedImageOf, variantsOf } from './image-store.js';
import { REPLICA_RETENTION_HOURS } from './litestream.js';

const RETENTION_MS = REPLICA_RETENTION_HOURS * 3_600_000;

/** A replica directory (`file://`): `uploads/<kind>/<file>`, and `deleted/uploads/<kind>/<file>` for deleted images. */
export class UploadReplica {
  private readonly root: string;

  constructor(
    replica: ReplicaConfig,
    /** The data directory the `uploads/...` paths are relative to. */
    private readonly dataDir: string,
  ) {
    this.root = fileURLToPath(replica.url);
  }

  /** Whether this replica's uploads can be written here (an `s3://` replica holds the database only, for now). */
  static supports(replica: ReplicaConfig): boolean {
    return replica.url.startsWith('file://');
  }

  /** Copies each file (`uploads/...`) into the replica, through a temporary name so no copy is ever half there. */
  async put(files: readonly string[]): Promise<void> {
    for (const file of files) {
      const target = join(this.root, file);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(this.dataDir, file), `${target}.tmp`);
      await rename(`${target}.tmp`, target);
    }
  }

  /** Moves deleted files' copies aside, dated now: they are purged once no restorable moment can reference them. */
  async markDeleted(files: readonly string[]): Promise<void> {
    const now = new Date();
    for (const file of files) {
      const aside = join(this.root, 'deleted', file);
      await mkdir(dirname(aside), { recursive: true });
      const moved = await rename(join(this.root, file), aside).then(
        () => true,
        () => false,
      );
      if (moved) await utimes(aside, now, now);
    }
  }

  /**
   * Copies the local image files the replica lacks (left by a failed copy or a crash, or there before replication was
   * turned on) and purges deleted copies older than the retention.
   */
  async reconcile(now = Date.now()): Promise<{ copied: number; purged: number }> {
    let copied = 0;
    let purged = 0;
    for (const kind of IMAGE_KINDS) {
      for (const name of await namesIn(join(this.dataDir, 'uploads', kind))) {
        const file = `uploads/${kind}/${name}`;
        if (storedImageOf(file) === undefined || existsSync(join(this.root, file))) continue;
        await this.put([file]);
        copied++;
      }
      const deletedDir = join(this.root, 'deleted', 'uploads', kind);
      for (const name of await namesIn(deletedDir)) {
        const aside = join(deletedDir, name);
        const { mtimeMs } = await stat(aside);
        if (now - mtimeMs < RETENTION_MS) continue;
        await rm(aside, { force: true });
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
      const source = [join(this.root, file), join(this.root, 'deleted', file)].find((path) => existsSync(path));
      if (!source) {
        missing.push(file);
        continue;
      }
      await mkdir(dirname(join(this.dataDir, file)), { recursive: true });
      await copyFile(source, join(this.dataDir, file));
      fetched++;
    }
    return { fetched, missing };
  }
}

function namesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
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
