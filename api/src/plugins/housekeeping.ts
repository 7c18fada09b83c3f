// The database's housekeeping (services/housekeeping.ts), run at start and at each of the region's midnights, and
// logged: what it removed, the WAL's size and how long it took.
import fp from 'fastify-plugin';
import { DayBoundary } from '../services/day-boundary.js';
import { Housekeeping } from '../services/housekeeping.js';

export default fp(
  async (app) => {
    const housekeeping = new Housekeeping(app.db.$client, app.auditLog, {
      databaseFile: app.config.databaseFile,
      replica: app.config.replica !== undefined,
      timeZone: app.config.regionTz,
    });
    const run = () => {
      try {
        app.log.info(housekeeping.run(), 'database housekeeping');
      } catch (error) {
        app.log.error({ err: error }, 'database housekeeping failed');
      }
    };
    const nightly = new DayBoundary(app.config.regionTz, run);
    app.addHook('onReady', async () => {
      run();
      nightly.start();
    });
    app.addHook('onClose', async () => nightly.stop());
  },
  { name: 'housekeeping', dependencies: ['db', 'audit'] },
);
