// The app's one SQLite connection (migrated on open), closed with the app.
import fp from 'fastify-plugin';
import { type Db, openDatabase } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (app) => {
    const db = openDatabase(app.config.databaseFile);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.$client.close());
  },
  { name: 'db' },
);
