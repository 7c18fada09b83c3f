// Admin accounts: the first one is created from ADMIN_EMAIL / ADMIN_PASSWORD; passwords change through the API or the CLI.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers } from '../db/schema.js';
import { BadRequestError, UnauthorizedError } from '../lib/errors.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';

export interface AdminUser {
  _id: string;
  email: string;
  name: string;
}

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

  async changePassword(id: number, currentPassword: string, newPassword: string): Promise<void> {
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    if (!row) throw new UnauthorizedError();
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new BadRequestError('Current password is incorrect');
    }
    assertPasswordStrength(newPassword);
    this.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(adminUsers.id, id))
      .run();
  }

  /** For the operator's CLI: set the password of the admin with this email, creating the admin if needed. */
  async setPassword(email: string, newPassword: string): Promise<'created' | 'updated'> {
    assertPasswordStrength(newPassword);
    const normalized = email.trim().toLowerCase();
    const passwordHash = await hashPassword(newPassword);
    const row = this.db.select().from(adminUsers).where(eq(adminUsers.email, normalized)).get();
    if (row) {
      this.db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, row.id)).run();
      return 'updated';
    }
    this.db.insert(adminUsers).values({ email: normalized, name: 'Administrator', passwordHash }).run();
    return 'created';
  }
}
