// The app's one SQLite connection (migrated on open), closed with the app.
import fp from 'fastify-plugin';
import { type Db, openDatabase } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ onStatement?: (sql: string) => void }>(
  async (app, options) => {
    const db = openDatabase(app.config.databaseFile, { onStatement: options.onStatement });
    // With a replica, Litestream alone checkpoints the WAL (after copying it), as its guidance for a shared database
    // says: a checkpoint behind its back makes it start over with a full snapshot (docs/decisions/027-*).
    if (app.config.replica) db.$client.pragma('wal_autocheckpoint = 0');
    app.decorate('db', db);
    app.addHook('onClose', async () => db.$client.close());
  },
  { name: 'db' },
);
