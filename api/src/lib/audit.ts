// How a route is audited: it declares `config: { audit: audit.update('store') }` (or another helper below) and the
// app records the entry itself (services/audit-log.ts), in the transaction of the handler's write: the item as it was
// before the write, as it is after, who, when and from where. The handler's write must therefore be one transaction. Admin writes that change nothing declare `audit: false`; a test fails
// when an admin write route declares neither (api/test/routes/audit-coverage.test.ts).
import type { AuditItemType } from '../services/audited-items.js';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'bulk-delete',
  'bulk-extend',
  'bulk-pause',
  'bulk-resume',
  'pause',
  'resume',
  'approve',
  'reject',
  'duplicate',
  'import',
  'reset',
  'mark-read',
  'password-change',
  'password-reset',
  'accept-invite',
  'revoke',
  'login',
  'login-failed',
  'logout',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where the ids of the items a request touches are found. */
type AuditTarget =
  /** A path parameter (`id` unless named). */
  | { from: 'param'; name: string }
  /** The `_id` of the answer: the item the request created. */
  | { from: 'created' }
  /** `ids` in the body: a bulk action. */
  | { from: 'bodyIds' }
  /** The signed-in admin's own account. */
  | { from: 'signedIn' }
  /** The account named by `email` in the body (login). */
  | { from: 'login' }
  /** A fixed item, e.g. a counter's name. */
  | { from: 'key'; key: string }
  /** No single item: one entry counts the items the request created (an import). */
  | { from: 'none' };

export interface AuditSpec {
  action: AuditAction;
  item: AuditItemType;
  target: AuditTarget;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's writes are recorded in the audit log; false for an admin call that writes nothing. */
    audit?: AuditSpec | false;
  }
}

/** The route declarations, one per kind of write. */
export const audit = {
  create: (item: AuditItemType): AuditSpec => ({ action: 'create', item, target: { from: 'created' } }),
  /** A new item copied from another: recorded as the new item. */
  duplicate: (item: AuditItemType): AuditSpec => ({ action: 'duplicate', item, target: { from: 'created' } }),
  update: (item: AuditItemType, param = 'id'): AuditSpec => ({
    action: 'update',
    item,
    target: { from: 'param', name: param },
  }),
  delete: (item: AuditItemType, param = 'id'): AuditSpec => ({
    action: 'delete',
    item,
    target: { from: 'param', name: param },
  }),
  /** Another action on the item named by a path parameter (mark read, pause, ...). */
  on: (action: AuditAction, item: AuditItemType, param = 'id'): AuditSpec => ({
    action,
    item,
    target: { from: 'param', name: param },
  }),
  bulk: (action: AuditAction, item: AuditItemType): AuditSpec => ({ action, item, target: { from: 'bodyIds' } }),
  reset: (counter: string): AuditSpec => ({ action: 'reset', item: 'counter', target: { from: 'key', key: counter } }),
  import: (item: AuditItemType): AuditSpec => ({ action: 'import', item, target: { from: 'none' } }),
  ownAccount: (action: AuditAction): AuditSpec => ({ action, item: 'admin', target: { from: 'signedIn' } }),
  /** A successful login; failed ones are counted per address by the route (services/failed-logins.ts). */
  login: (): AuditSpec => ({ action: 'login', item: 'admin', target: { from: 'login' } }),
};
