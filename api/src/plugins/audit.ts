// The audit log: every admin write a route declares with `config.audit` is recorded (services/audit-log.ts); entries
// past their retention are removed by the nightly housekeeping (plugins/housekeeping.ts).
import fp from 'fastify-plugin';
import { AuditLog } from '../services/audit-log.js';
import { AuditedItems } from '../services/audited-items.js';

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
  },
  { name: 'audit', dependencies: ['db', 'auth'] },
);
