// The audit log: every route that declares `config.audit` (lib/audit.ts) gets three small hooks when it is registered.
// Before the handler, the items it will touch are read (one indexed read); after the answer has been sent, they are
// read again and one entry per item is written with the fields that changed. The client never waits for the log,
// and routes without `audit` pay nothing. Entries older than RETENTION_DAYS are removed at each region day boundary.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client.js';
import type { AuditAction, AuditSpec } from '../lib/audit.js';
import type { AuditedItems, AuditItemType, ItemSnapshot } from './audited-items.js';

export const RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

export type Changes = Record<string, [unknown, unknown]>;

export interface AuditEntryInput {
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
export interface RouteAudit {
  method: string;
  url: string;
  admin: boolean;
  audit: AuditSpec | false | undefined;
}

interface RequestAudit {
  keys: string[];
  before: Map<string, ItemSnapshot>;
  answer?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditState: RequestAudit | null;
  }
}

type ImageField = { images: number; paths: unknown };

function isImageField(value: unknown): value is ImageField {
  return typeof value === 'object' && value !== null && 'images' in value && 'paths' in value;
}

/** The fields that differ between two snapshots, each as [before, after]; images as counts; null when none. */
export function changesBetween(before: ItemSnapshot | undefined, after: ItemSnapshot | undefined): Changes | null {
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

  /** Adds the audit hooks to every route that declares `config.audit`, and notes every route for the coverage test. */
  install(app: FastifyInstance): void {
    app.decorateRequest('auditState', null);
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
    const { target } = spec;
    route.preHandler = [
      ...asArray(route.preHandler),
      (request, _reply, done) => {
        const keys = this.keysBefore(request, spec);
        request.auditState = { keys, before: this.items.read(spec.item, keys) };
        done();
      },
    ];
    if (target.from === 'created' || target.from === 'login' || target.from === 'none') {
      route.preSerialization = [
        ...asArray(route.preSerialization),
        (request, _reply, payload, done) => {
          if (request.auditState && typeof payload === 'object' && payload !== null) {
            request.auditState.answer = payload as Record<string, unknown>;
          }
          done(null, payload);
        },
      ];
    }
    route.onResponse = [
      ...asArray(route.onResponse),
      (request, reply, done) => {
        try {
          const entries = this.entriesFor(request, reply.statusCode, spec);
          if (entries.length > 0) this.record(entries);
        } catch (error) {
          app.log.error({ err: error, reqId: request.id }, 'recording an audit entry failed');
        }
        done();
      },
    ];
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

  private entriesFor(request: FastifyRequest, status: number, spec: AuditSpec): AuditEntryInput[] {
    const state = request.auditState;
    if (!state) return [];
    const base = { at: Date.now(), address: request.ip, itemType: spec.item };
    const actor = { actorId: request.user ? Number(request.user.sub) : null, actorEmail: request.user?.email ?? '' };
    if (status >= 400) return [];
    if (spec.target.from === 'login') {
      const email = String((request.body as { email?: unknown } | undefined)?.email ?? '')
        .trim()
        .toLowerCase();
      const account = this.items.adminByEmail(email);
      return [
        {
          ...base,
          action: spec.action,
          actorId: account ? Number(account) : null,
          actorEmail: email,
          itemId: account ?? null,
          itemName: email,
          changes: null,
        },
      ];
    }
    if (spec.target.from === 'none') {
      const message = state.answer?.message;
      return [
        {
          ...base,
          ...actor,
          action: spec.action,
          itemId: null,
          itemName: typeof message === 'string' ? message : spec.action,
          changes: null,
        },
      ];
    }
    const createdId = state.answer?._id;
    const keys = spec.target.from === 'created' && typeof createdId === 'string' ? [createdId] : state.keys;
    const after = this.items.read(spec.item, keys);
    return keys.map((key) => {
      const old = state.before.get(key);
      const now = after.get(key);
      return {
        ...base,
        ...actor,
        action: spec.action,
        itemId: key,
        itemName: (now ?? old)?.name ?? key,
        changes: changesBetween(old, now),
      };
    });
  }
}
