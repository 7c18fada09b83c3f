// Admin accounts: the operator's (the first one is created from ADMIN_EMAIL / ADMIN_PASSWORD) and store owners' (created
// by accepting an invite, services/owner-invites.ts); passwords change through the API or the CLI. Every token names a
// session row: logging out ends it, and a password change or revoking an owner ends all of the account's sessions.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.js';
import { adminSessions, adminUsers, storeOwners } from '../db/schema.js';
import { BadRequestError, UnauthorizedError } from '../lib/errors.js';
import type { AdminUser as AdminUserSchema } from '../routes/auth/schema.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';

/** An admin as the API answers it (`AdminUser` of the auth routes' schema). */
export type AdminUser = Static<typeof AdminUserSchema>;

type Row = typeof adminUsers.$inferSelect;

/** The account's own fields (an owner's stores are read apart). */
function accountFields(row: Row): AdminUser {
  return { _id: String(row.id), email: row.email, name: row.name, role: row.role };
}

export function assertPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new BadRequestError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

/** A dummy hash to verify against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export class AdminUsers {
  constructor(private readonly db: Db) {}

  /** Whether the operator's account exists. */
  exists(): boolean {
    return (
      this.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, 'operator')).limit(1).get() !==
      undefined
    );
  }

  /** The account as the API answers it: an owner's with the ids of their stores. */
  private toUser(row: Row): AdminUser {
    if (row.role === 'operator') return accountFields(row);
    const stores = this.db
      .select({ storeId: storeOwners.storeId })
      .from(storeOwners)
      .where(eq(storeOwners.userId, row.id))
      .orderBy(storeOwners.storeId)
      .all();
    return { ...accountFields(row), storeIds: stores.map((store) => String(store.storeId)) };
  }

  /** Whether the account owns the store. */
  ownsStore(userId: number, storeId: number): boolean {
    return (
      this.db
        .select({ id: storeOwners.id })
        .from(storeOwners)
        .where(and(eq(storeOwners.userId, userId), eq(storeOwners.storeId, storeId)))
        .get() !== undefined
    );
  }

  /** The account with this e-mail, if any. */
  findByEmail(email: string): AdminUser | undefined {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase())).get();
    return row ? this.toUser(row) : undefined;
  }

  /** Whether the password is the account's. */
  async checkPassword(id: number, password: string): Promise<boolean> {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    return row !== undefined && (await verifyPassword(row.passwordHash, password));
  }

  /** Signs the account out everywhere: every token it holds stops working at its next request. */
  endSessions(userId: number): void {
    this.db.delete(adminSessions).where(eq(adminSessions.userId, userId)).run();
  }

  /** Creates the admin when there is none yet; an existing admin's password is left alone. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    if (this.exists()) return;
    assertPasswordStrength(password);
    this.db
      .insert(adminUsers)
      .values({ email: email.toLowerCase(), name: 'Administrator', passwordHash: await hashPassword(password) })
      .run();
  }

  async authenticate(email: string, password: string): Promise<AdminUser> {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase())).get();
    if (!row) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await dummyHash, password);
      throw new UnauthorizedError('Invalid email or password');
    }
    if (!(await verifyPassword(row.passwordHash, password))) throw new UnauthorizedError('Invalid email or password');
    return this.toUser(row);
  }

  find(id: number): AdminUser | undefined {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    return row ? this.toUser(row) : undefined;
  }

  /** Starts a session for a signed-in admin (and forgets expired ones); returns its id, for the token. */
  startSession(userId: number, lifetimeMs: number): string {
    const id = randomBytes(18).toString('base64url');
    const now = Date.now();
    this.db.transaction((tx) => {
      tx.delete(adminSessions)
        .where(lte(adminSessions.expiresAt, new Date(now)))
        .run();
      tx.insert(adminSessions)
        .values({ id, userId, expiresAt: new Date(now + lifetimeMs) })
        .run();
    });
    return id;
  }

  /** The account of a live session (without an owner's stores), when the session exists, is this user's and has not expired. */
  sessionUser(sessionId: string, userId: number): AdminUser | undefined {
    const row = this.db
      .select({ user: adminUsers })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      .where(
        and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, userId), gt(adminSessions.expiresAt, new Date())),
      )
      .get();
    return row ? accountFields(row.user) : undefined;
  }

  endSession(sessionId: string): void {
    this.db.transaction(() => {
      this.db.delete(adminSessions).where(eq(adminSessions.id, sessionId)).run();
    });
  }

  async changePassword(id: number, currentPassword: string, newPassword: string): Promise<void> {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    if (!row) throw new UnauthorizedError();
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new BadRequestError('Current password is incorrect');
    }
    // Keeping the same password would still sign out every other device, for nothing.
    if (newPassword === currentPassword) {
      throw new BadRequestError('The new password must be different from the current one.');
    }
    assertPasswordStrength(newPassword);
    this.replacePassword(id, await hashPassword(newPassword));
  }

  /**
   * A new password ends every session of the account, so a token that leaked before the change stops working. In
   * the caller's transaction when there is one (a password reset also uses up its link).
   */
  replacePassword(id: number, passwordHash: string): void {
    this.db.transaction((tx) => {
      tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, id)).run();
      this.endSessions(id);
    });
  }

  /** For the operator's CLI: set the password of the admin with this email, creating the admin if needed. */
  async setPassword(email: string, newPassword: string): Promise<'created' | 'updated'> {
    assertPasswordStrength(newPassword);
    const normalized = email.trim().toLowerCase();
    const passwordHash = await hashPassword(newPassword);
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.email, normalized)).get();
    if (row) {
      this.replacePassword(row.id, passwordHash);
      return 'updated';
    }
    this.db.insert(adminUsers).values({ email: normalized, name: 'Administrator', passwordHash }).run();
    return 'created';
  }
}
