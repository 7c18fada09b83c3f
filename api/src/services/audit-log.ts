// The audit log: every route that declares `config.audit` (lib/audit.ts) runs its handler in an audit scope. The first
// write transaction the handler runs reads the items it touches as they were (its first statement) and writes one
// entry per item with the fields that changed (its last), so the change and its entry commit together: an answered
// write always has its entry, and a failed entry fails the write. Failed logins, which write nothing, are counted per
// address by the login route (services/failed-logins.ts). Routes without `audit` pay nothing. Entries older than RETENTION_DAYS are removed at each region
// day boundary.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { addTransactionHooks } from '../db/transaction-hooks.js';
import type { AuditAction, AuditSpec } from '../lib/audit.js';
import { countOf } from '../lib/bulk.js';
import type { AuditedItems, AuditItemType, ItemSnapshot } from './audited-items.js';

export const RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

export type Changes = Record<string, [unknown, unknown]>;

interface AuditEntryInput {
  at: number;
  actorId: number | null;
  actorEmail: string;
  address: string;
  action: AuditAction;
  itemType: AuditItemType;
  itemId: string | null;
  itemName: string;
  changes: Changes | null;
}

/** A route as the coverage test sees it. */
interface RouteAudit {
  method: string;
  url: string;
  admin: boolean;
  audit: AuditSpec | false | undefined;
}

interface RequestAudit {
  request: FastifyRequest;
  spec: AuditSpec;
  /** The items the write touches, and how they were when it began. */
  keys: string[];
  before: Map<string, ItemSnapshot>;
  /** The newest id of the item type when the write began: a created item has a higher one. */
  newestBefore: number;
  /** The entries are written (once, by the request's first write transaction). */
  recorded: boolean;
}

type ImageField = { images: number; paths: unknown };

function isImageField(value: unknown): value is ImageField {
  return typeof value === 'object' && value !== null && 'images' in value && 'paths' in value;
}

/** The fields that differ between two snapshots, each as [before, after]; images as counts; null when none. */
function changesBetween(before: ItemSnapshot | undefined, after: ItemSnapshot | undefined): Changes | null {
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before?.fields ?? {}), ...Object.keys(after?.fields ?? {})]);
  for (const field of fields) {
    const old = before?.fields[field] ?? null;
    const now = after?.fields[field] ?? null;
    if (isImageField(old) || isImageField(now)) {
      const oldImages = isImageField(old) ? old : undefined;
      const newImages = isImageField(now) ? now : undefined;
      if (JSON.stringify(oldImages?.paths ?? null) !== JSON.stringify(newImages?.paths ?? null)) {
        changes[field] = [oldImages?.images ?? null, newImages?.images ?? null];
      }
    } else if (JSON.stringify(old) !== JSON.stringify(now)) {
      changes[field] = [old, now];
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export class AuditLog {
  /** Every route registered, with whether it is an admin route and how it is audited. */
  readonly routes: RouteAudit[] = [];
  private readonly insert;
  private readonly prune;
  /** The audited request whose handler is running (across its awaits), for the transaction hooks. */
  private readonly writing = new AsyncLocalStorage<RequestAudit>();
  /** The audit of each request whose handler ran. */
  private readonly audits = new WeakMap<FastifyRequest, RequestAudit>();

  constructor(
    private readonly db: Db,
    readonly items: AuditedItems,
  ) {
    this.insert = db.$client.prepare(
      `INSERT INTO audit_log (at, actor_id, actor_email, address, action, item_type, item_id, item_name, changes)
       VALUES (@at, @actorId, @actorEmail, @address, @action, @itemType, @itemId, @itemName, @changes)`,
    );
    this.prune = db.$client.prepare('DELETE FROM audit_log WHERE at < ?');
  }

  record(entries: AuditEntryInput[]): void {
    this.db.$client.transaction(() => {
      for (const entry of entries) {
        this.insert.run({ ...entry, changes: entry.changes ? JSON.stringify(entry.changes) : null });
      }
    })();
  }

  /** Removes entries older than the retention period; returns how many. */
  removeOld(now = Date.now()): number {
    return this.prune.run(now - RETENTION_DAYS * DAY_MS).changes;
  }

  /** Adds the audit scope to every route that declares `config.audit`, and notes every route for the coverage test. */
  install(app: FastifyInstance): void {
    addTransactionHooks(this.db.$client, {
      begin: () => this.beginWrite(),
      beforeCommit: () => this.recordWrite(),
    });
    app.addHook('onRoute', (route) => {
      const methods = asArray(route.method);
      const admin = route.config?.admin === true;
      const spec = route.config?.audit;
      for (const method of methods) {
        if (method !== 'HEAD') this.routes.push({ method, url: route.url, admin, audit: spec });
      }
      if (spec) this.auditRoute(app, route, spec);
    });
  }

  private auditRoute(app: FastifyInstance, route: RouteOptions, spec: AuditSpec): void {
    const handler = route.handler;
    const { writing, audits } = this;
    const scoped: RouteHandlerMethod = function (request, reply) {
      const state = { request, spec, keys: [], before: new Map(), newestBefore: 0, recorded: false };
      audits.set(request, state);
      return writing.run(state, () => handler.call(this, request, reply));
    };
    route.handler = scoped;
    route.onSend = [
      ...asArray(route.onSend),
      (request, reply, payload, done) => {
        try {
          this.recordUnwritten(request, reply.statusCode);
        } catch (error) {
          app.log.error({ err: error, reqId: request.id }, 'recording an audit entry failed');
        }
        done(null, payload);
      },
    ];
  }

  /** Before the answer, logged as the fault it is: a successful write that ran outside a transaction. */
  private recordUnwritten(request: FastifyRequest, status: number): void {
    const state = this.audits.get(request);
    if (!state || state.recorded) return;
    if (status < 400) {
      request.log.error({ route: request.routeOptions.url }, 'an audited write ran outside a transaction');
      this.record(this.entriesOf(state));
    }
  }

  /** First in the request's first write transaction: the items it names, as they are before it. */
  private beginWrite(): void {
    const state = this.writing.getStore();
    if (!state || state.recorded) return;
    state.keys = this.keysBefore(state.request, state.spec);
    state.before = this.items.read(state.spec.item, state.keys);
    const { from } = state.spec.target;
    if (from === 'created' || from === 'none') state.newestBefore = this.items.newestId(state.spec.item);
  }

  /** Last in that transaction: its entries, which commit with the change or, failing, roll it back. */
  private recordWrite(): void {
    const state = this.writing.getStore();
    if (!state || state.recorded) return;
    state.recorded = true;
    for (const entry of this.entriesOf(state)) {
      this.insert.run({ ...entry, changes: entry.changes ? JSON.stringify(entry.changes) : null });
    }
  }

  private keysBefore(request: FastifyRequest, spec: AuditSpec): string[] {
    const { target } = spec;
    switch (target.from) {
      case 'param': {
        const value = (request.params as Record<string, unknown> | undefined)?.[target.name];
        return typeof value === 'string' ? [value] : [];
      }
      case 'bodyIds': {
        const ids = (request.body as { ids?: unknown } | undefined)?.ids;
        return Array.isArray(ids) ? ids.map(String) : [];
      }
      case 'signedIn':
        return request.user ? [request.user.sub] : [];
      case 'key':
        return [target.key];
      default:
        return [];
    }
  }

  private loginEntry(request: FastifyRequest, action: AuditAction): AuditEntryInput {
    const email = String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
    const account = this.items.adminByEmail(email);
    return {
      at: Date.now(),
      address: request.ip,
      itemType: 'admin',
      action,
      actorId: account ? Number(account) : null,
      actorEmail: email,
      itemId: account ?? null,
      itemName: email,
      changes: null,
    };
  }

  private entriesOf(state: RequestAudit): AuditEntryInput[] {
    const { request, spec } = state;
    if (spec.target.from === 'login') return [this.loginEntry(request, spec.action)];
    const base = { at: Date.now(), address: request.ip, itemType: spec.item, action: spec.action };
    const actor = { actorId: request.user ? Number(request.user.sub) : null, actorEmail: request.user?.email ?? '' };
    if (spec.target.from === 'none') {
      const itemName = `Imported ${countOf(this.items.idsAfter(spec.item, state.newestBefore).length, spec.item)}`;
      return [{ ...base, ...actor, itemId: null, itemName, changes: null }];
    }
    const keys = spec.target.from === 'created' ? this.items.idsAfter(spec.item, state.newestBefore) : state.keys;
    const after = this.items.read(spec.item, keys);
    return keys.map((key) => {
      const old = state.before.get(key);
      const now = after.get(key);
      return {
        ...base,
        ...actor,
        itemId: key,
        itemName: (now ?? old)?.name ?? key,
        changes: changesBetween(old, now),
      };
    });
  }
}
