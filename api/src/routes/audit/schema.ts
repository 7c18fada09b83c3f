// Request and response schemas of the audit log screen.
import { Type } from 'typebox';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { IdString } from '../../lib/ids.js';
import { PageFields, PageQuery } from '../../lib/schemas.js';
import { AUDIT_ITEM_TYPES } from '../../services/audited-items.js';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day (YYYY-MM-DD) in REGION_TZ' });

export const AUDIT_PAGE_SIZE = 25;

export const AuditQuery = Type.Object({
  page: PageQuery.page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: AUDIT_PAGE_SIZE })),
  itemType: Type.Optional(Type.Enum(AUDIT_ITEM_TYPES)),
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

const AuditChange = Type.Object({
  field: Type.String(),
  before: Type.Unknown({ description: 'The value before; images as a count; null when it had none' }),
  after: Type.Unknown({ description: 'The value after; images as a count; null when deleted' }),
});

export const AuditEntry = Type.Object({
  _id: IdString,
  at: Type.String({ format: 'date-time' }),
  actorEmail: Type.String({ description: 'The admin who did it (for a login, the e-mail that was tried)' }),
  address: Type.String({ description: 'The client address the request came from' }),
  action: Type.Enum(AUDIT_ACTIONS),
  itemType: Type.Enum(AUDIT_ITEM_TYPES),
  itemId: Type.Union([Type.String(), Type.Null()]),
  itemName: Type.String({ description: 'The item name at the time' }),
  changes: Type.Array(AuditChange),
  itemExists: Type.Boolean({ description: 'Whether the item still exists (the screen links it then)' }),
  storeId: Type.Optional(Type.String({ description: "An offer's store, whose page shows the offer" })),
});

export const AuditList = Type.Object(PageFields(AuditEntry));
