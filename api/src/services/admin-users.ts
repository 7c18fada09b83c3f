// Admin accounts: the first one is created from ADMIN_EMAIL / ADMIN_PASSWORD; passwords change through the API or the CLI.
// Every token names a session row: logging out ends it, and a password change ends all of the admin's sessions.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.js';
import { adminSessions, adminUsers } from '../db/schema.js';
import { BadRequestError, UnauthorizedError } from '../lib/errors.js';
import type { AdminUser as AdminUserSchema } from '../routes/auth/schema.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';

/** An admin as the API answers it (`AdminUser` of the auth routes' schema). */
export type AdminUser = Static<typeof AdminUserSchema>;

type Row = typeof adminUsers.$inferSelect;

function toUser(row: Row): AdminUser {
  return { _id: String(row.id), email: row.email, name: row.name };
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

  /** Whether any admin account exists. */
  exists(): boolean {
    return this.db.select({ id: adminUsers.id }).from(adminUsers).limit(1).get() !== undefined;
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
    return toUser(row);
  }

  find(id: number): AdminUser | undefined {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    return row ? toUser(row) : undefined;
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

  /** The admin of a live session, when the session exists, is this user's and has not expired. */
  sessionUser(sessionId: string, userId: number): AdminUser | undefined {
    const row = this.db
      .select({ user: adminUsers })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      .where(
        and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, userId), gt(adminSessions.expiresAt, new Date())),
      )
      .get();
    return row ? toUser(row.user) : undefined;
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

  /** A new password ends every session of the admin, so a token that leaked before the change stops working. */
  private replacePassword(id: number, passwordHash: string): void {
    this.db.transaction((tx) => {
      tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, id)).run();
      tx.delete(adminSessions).where(eq(adminSessions.userId, id)).run();
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
