// Uploaded images: the store that writes and deletes them, and the removal of files a crash left unreferenced, at
// start and then every `orphanSweepMs` (so a crashed upload's files do not wait for the next restart).
import fp from 'fastify-plugin';
import { imageReferences, referencedImages } from '../services/image-references.js';
import { ImageStore } from '../services/image-store.js';
import { removeOrphanUploads } from '../services/orphan-uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export default fp(
  async (app) => {
    const { uploadsDir, orphanSweepMs } = app.config;
    app.decorate('images', new ImageStore(uploadsDir, imageReferences(app.db)));
    let next: NodeJS.Timeout | undefined;
    let closing = false;
    const sweep = async (): Promise<void> => {
      const removed = await removeOrphanUploads(uploadsDir, referencedImages(app.db.$client));
      app.log.info({ removed }, 'removed upload files that no record references');
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
      await sweep();
      planSweep();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(next);
    });
  },
  { name: 'images', dependencies: ['db'] },
);
