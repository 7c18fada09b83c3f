// SQL for the audit log screen: newest first, filtered on indexed columns (item type, action, time), one page at a time.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { onePage } from '../../db/query-parts.js';
import { auditLog } from '../../db/schema.js';
import type { AuditAction } from '../../lib/audit.js';
import type { AuditedItems, AuditItemType } from '../../services/audited-items.js';
import type { AuditEntry } from './schema.js';

type AuditEntryView = Static<typeof AuditEntry>;

export interface AuditFilters {
  itemType?: AuditItemType;
  action?: AuditAction;
  /** Instants (ms): from inclusive, until exclusive. */
  from?: number;
  until?: number;
}

export class AuditRepository {
  constructor(
    private readonly db: Db,
    private readonly items: AuditedItems,
  ) {}

  list(filters: AuditFilters, page: number, limit: number): { rows: AuditEntryView[]; total: number } {
    const conditions: SQL[] = [];
    if (filters.itemType) conditions.push(eq(auditLog.itemType, filters.itemType));
    if (filters.action) conditions.push(eq(auditLog.action, filters.action));
    if (filters.from !== undefined) conditions.push(gte(auditLog.at, new Date(filters.from)));
    if (filters.until !== undefined) conditions.push(lt(auditLog.at, new Date(filters.until)));
    const where = and(...conditions);
    const total = this.db.select({ n: count() }).from(auditLog).where(where).get()?.n ?? 0;
    const query = this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic();
    const rows = onePage(query, page, limit).all();
    return { rows: this.withLinks(rows), total };
  }

  /** Whether each entry's item still exists (one read per item type on the page), and an offer's store. */
  private withLinks(rows: Array<typeof auditLog.$inferSelect>): AuditEntryView[] {
    const byType = new Map<AuditItemType, Map<string, { storeId?: number }>>();
    for (const type of new Set(rows.map((row) => row.itemType as AuditItemType))) {
      const keys = rows.filter((row) => row.itemType === type && row.itemId).map((row) => row.itemId as string);
      byType.set(type, this.items.existing(type, keys));
    }
    return rows.map((row) => {
      const found = row.itemId ? byType.get(row.itemType as AuditItemType)?.get(row.itemId) : undefined;
      return {
        _id: String(row.id),
        at: row.at.toISOString(),
        actorEmail: row.actorEmail,
        address: row.address,
        action: row.action as AuditAction,
        itemType: row.itemType as AuditItemType,
        itemId: row.itemId,
        itemName: row.itemName,
        changes: Object.entries(row.changes ?? {}).map(([field, [before, after]]) => ({ field, before, after })),
        itemExists: found !== undefined,
        ...(found?.storeId !== undefined && { storeId: String(found.storeId) }),
      };
    });
  }
}
