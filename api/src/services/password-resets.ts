// Forgotten passwords: a single-use link valid for an hour, mailed to the account's e-mail; using it sets the new
// password and ends every session of the account (the link's user goes on with a new one). At most a few links per
// account are issued in RESET_WINDOW_MS, so a stranger cannot flood someone's inbox.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResets } from '../db/schema.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { hashLinkToken, newLinkToken, usableLink } from '../lib/link-tokens.js';
import { type AdminUser, type AdminUsers, assertPasswordStrength } from './admin-users.js';
import { hashPassword } from './passwords.js';

export const RESET_LIFETIME_MS = 3600_000;
const RESET_WINDOW_MS = 15 * 60_000;
const RESETS_PER_WINDOW = 3;

export class PasswordResets {
  constructor(
    private readonly db: Db,
    private readonly accounts: AdminUsers,
  ) {}

  /** A new link's token for the account with this e-mail; undefined when there is none or it had enough links. */
  request(email: string): { token: string; user: AdminUser } | undefined {
    const user = this.accounts.findByEmail(email);
    if (!user) return undefined;
    const userId = Number(user._id);
    const recent = this.db
      .select({ tokenHash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(
        and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, new Date(Date.now() - RESET_WINDOW_MS))),
      )
      .all();
    if (recent.length >= RESETS_PER_WINDOW) return undefined;
    const { token, tokenHash } = newLinkToken();
    this.db
      .insert(passwordResets)
      .values({ tokenHash, userId, expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) })
      .run();
    return { token, user };
  }

  /** Sets the password through the link (404 unknown, 410 used or expired) and signs the account out everywhere. */
  async reset(token: string, password: string): Promise<AdminUser> {
    const tokenHash = hashLinkToken(token);
    const link = usableLink(
      this.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).get(),
      'password reset',
    );
    assertPasswordStrength(password);
    const passwordHash = await hashPassword(password);
    this.db.transaction((tx) => {
      const used = tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
        .run();
      if (used.changes === 0) throw new ConflictError('This password reset link has just been used');
      this.accounts.replacePassword(link.userId, passwordHash);
    });
    const user = this.accounts.find(link.userId);
    if (!user) throw new NotFoundError('Account not found');
    return user;
  }
}
