// The audit log screen's call: every admin write, newest first, filtered by item type, action and days.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../lib/errors.js';
import { adminRead } from '../../lib/read-routes.js';
import { addDays, parseRegionDay, regionDayStart } from '../../lib/region-time.js';
import { pageOf } from '../../lib/schemas.js';
import { AuditRepository } from './audit.repository.js';
import { AUDIT_PAGE_SIZE, AuditList, AuditQuery } from './schema.js';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = new AuditRepository(app.db, app.auditLog.items);
  const timeZone = app.config.regionTz;

  /** A filter day, checked to be a real date. */
  const day = (value: string | undefined, field: string) => {
    if (value === undefined) return undefined;
    const parsed = parseRegionDay(value, timeZone);
    if (!parsed) throw new BadRequestError(`${field} is not a real date`);
    return parsed;
  };

  adminRead(
    app,
    {
      path: '/audit',
      operationId: 'listAuditEntries',
      tags: ['audit'],
      description: 'Admin writes and logins, newest first; `from` and `to` are days in REGION_TZ, both included.',
      querystring: AuditQuery,
      response: AuditList,
    },
    (request) => {
      const { itemType, action, page = 1 } = request.query;
      const limit = request.query.limit ?? AUDIT_PAGE_SIZE;
      const from = day(request.query.from, 'from');
      const to = day(request.query.to, 'to');
      if (from && to && to < from) throw new BadRequestError('to cannot be before from');
      const { rows, total } = repository.list(
        {
          itemType,
          action,
          from: from ? regionDayStart(from, timeZone) : undefined,
          until: to ? regionDayStart(addDays(to, 1), timeZone) : undefined,
        },
        page,
        limit,
      );
      return pageOf(rows, total, page, limit);
    },
  );
};
