// The audit log: every admin write a route declares with `config.audit` is recorded (services/audit-log.ts), and
// entries past their retention are removed at start and at each of the region's midnights.
import fp from 'fastify-plugin';
import { AuditLog } from '../services/audit-log.js';
import { AuditedItems } from '../services/audited-items.js';
import { DayBoundary } from '../services/day-boundary.js';

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLog;
  }
}

export default fp(
  async (app) => {
    const auditLog = new AuditLog(app.db, new AuditedItems(app.db));
    app.decorate('auditLog', auditLog);
    auditLog.install(app);
    const removeOldAuditEntries = () => {
      const removed = auditLog.removeOld();
      if (removed > 0) app.log.info({ removed }, 'removed audit entries past their retention');
    };
    const nightly = new DayBoundary(app.config.regionTz, removeOldAuditEntries);
    app.addHook('onReady', async () => {
      removeOldAuditEntries();
      nightly.start();
    });
    app.addHook('onClose', async () => nightly.stop());
  },
  { name: 'audit', dependencies: ['db', 'auth'] },
);
