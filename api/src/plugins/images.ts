// Uploaded images: the store that writes and deletes them (copying them to the replica when there is one), and the
// removal of files a crash left unreferenced, at start, and then every `orphanSweepMs` of the images written since (so
// a failed upload's files do not wait for the next restart).
import fp from 'fastify-plugin';
import { imageReferences, referencedAmong, referencedImages } from '../services/image-references.js';
import { ImageStore } from '../services/image-store.js';
import { removeOrphanImages, removeOrphanUploads } from '../services/orphan-uploads.js';
import { ReplicatedImageStore, UploadReplica } from '../services/upload-replica.js';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** How often the uploads replica is brought up to date (copies that failed) and purged of expired deletions. */
const RECONCILE_INTERVAL_MS = 60 * 60_000;

export default fp(
  async (app) => {
    const { uploadsDir, dataDir, replica, orphanSweepMs } = app.config;
    const inUse = imageReferences(app.db);
    const uploadReplica = replica ? new UploadReplica(replica, dataDir) : undefined;
    app.decorate(
      'images',
      uploadReplica
        ? new ReplicatedImageStore(uploadsDir, inUse, uploadReplica, dataDir, app.log)
        : new ImageStore(uploadsDir, inUse),
    );
    let next: NodeJS.Timeout | undefined;
    let closing = false;
    // At start every file against every record (a crash's leftovers); then only what this process wrote since, so an
    // hour without uploads reads nothing, and one with some reads the records once for all of them.
    let pending: string[] = [];
    const sweepAll = async (): Promise<void> => {
      const removed = await removeOrphanUploads(uploadsDir, referencedImages(app.db.$client));
      app.log.info({ removed }, 'removed upload files that no record references');
    };
    const sweep = async (): Promise<void> => {
      const written = [...pending, ...app.images.takeWritten()];
      if (written.length === 0) return;
      const swept = await removeOrphanImages(uploadsDir, written, (paths) => referencedAmong(app.db.$client, paths));
      pending = swept.pending;
      app.log.info(
        { removed: swept.removed, checked: written.length },
        'removed uploaded images that no record references',
      );
    };
    // Each sweep is planned when the previous one has ended, so two never overlap however short the interval.
    const planSweep = () => {
      next = setTimeout(() => {
        sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'removing unreferenced upload files failed'))
          .finally(() => {
            if (!closing) planSweep();
          });
      }, orphanSweepMs);
      next.unref();
    };
    app.addHook('onReady', async () => {
      await sweepAll();
      planSweep();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(next);
    });
    if (!uploadReplica) return;
    const reconcile = () =>
      uploadReplica.reconcile().then(
        (outcome) => app.log.info(outcome, 'uploads replica reconciled'),
        (error: unknown) => app.log.error({ err: error }, 'could not reconcile the uploads replica'),
      );
    const timer = setInterval(reconcile, RECONCILE_INTERVAL_MS).unref();
    app.addHook('onReady', async () => {
      void reconcile();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'images', dependencies: ['db'] },
);
