// Uploaded images: the store that writes and deletes them, and the removal of files a crash left unreferenced.
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
    const { uploadsDir } = app.config;
    app.decorate('images', new ImageStore(uploadsDir, imageReferences(app.db)));
    app.addHook('onReady', async () => {
      const removed = await removeOrphanUploads(uploadsDir, referencedImages(app.db));
      app.log.info({ removed }, 'removed upload files that no record references');
    });
  },
  { name: 'images', dependencies: ['db'] },
);
