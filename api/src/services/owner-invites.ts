// Store owners: the operator invites an e-mail to own a store (a single-use link valid for 7 days), the invitee sets
// a password (or, already owning stores, confirms theirs) and the store is added to their account. The operator sees
// each store's owners and pending invites and revokes either; revoking an owner signs them out everywhere, and an
// owner left without stores is removed.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers, ownerInvites, storeOwners, stores } from '../db/schema.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.js';
import { hashLinkToken, newLinkToken, usableLink } from '../lib/link-tokens.js';
import { type AdminUser, type AdminUsers, assertPasswordStrength } from './admin-users.js';
import { hashPassword } from './passwords.js';

export const INVITE_LIFETIME_MS = 7 * 24 * 3600_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StoreOwnership {
  owners: Array<{ _id: string; email: string; since: string }>;
  invites: Array<{ _id: string; email: string; expiresAt: string; createdAt: string }>;
}

export class OwnerInvites {
  constructor(
    private readonly db: Db,
    private readonly accounts: AdminUsers,
  ) {}

  private storeName(storeId: number): string {
    const store = this.db.select({ name: stores.storeName }).from(stores).where(eq(stores.id, storeId)).get();
    if (!store) throw new NotFoundError('Store not found');
    return store.name;
  }

  /** A new invite (replacing a pending one for the same e-mail and store); the token is only in the answer. */
  invite(storeId: number, rawEmail: string) {
    const email = rawEmail.trim().toLowerCase();
    if (!EMAIL.test(email)) throw new BadRequestError('Please enter a valid email address');
    const storeName = this.storeName(storeId);
    const account = this.accounts.findByEmail(email);
    if (account?.role === 'operator') throw new ConflictError("This is the operator's e-mail");
    if (account?.storeIds?.includes(String(storeId))) throw new ConflictError(`${email} already owns this store`);
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS);
    const id = this.db.transaction((tx) => {
      tx.delete(ownerInvites)
        .where(and(eq(ownerInvites.storeId, storeId), eq(ownerInvites.email, email), isNull(ownerInvites.usedAt)))
        .run();
      return tx
        .insert(ownerInvites)
        .values({ tokenHash, storeId, email, expiresAt })
        .returning({ id: ownerInvites.id })
        .get().id;
    });
    return { id: String(id), email, token, expiresAt, storeName };
  }

  private usable(token: string) {
    const row = this.db
      .select()
      .from(ownerInvites)
      .where(eq(ownerInvites.tokenHash, hashLinkToken(token)))
      .get();
    return usableLink(row, 'invite');
  }

  /** What an invite link offers: 404 unknown, 410 used or expired. */
  describe(token: string) {
    const invite = this.usable(token);
    const account = this.accounts.findByEmail(invite.email);
    return {
      storeId: String(invite.storeId),
      storeName: this.storeName(invite.storeId),
      email: invite.email,
      expiresAt: invite.expiresAt.toISOString(),
      existingAccount: account !== undefined,
    };
  }

  /**
   * Uses the invite: creates the owner's account with this password, or, when the e-mail already has one, adds the
   * store to it once the password proves it is theirs.
   */
  async accept(token: string, password: string): Promise<AdminUser> {
    const invite = this.usable(token);
    const account = this.accounts.findByEmail(invite.email);
    if (account?.role === 'operator') throw new ConflictError("This is the operator's e-mail");
    if (account) {
      if (!(await this.accounts.checkPassword(Number(account._id), password))) {
        // 403, not 401: the admin app takes a 401 for the end of its session, and the invitee may be signed in.
        throw new ForbiddenError('That is not the password of your account');
      }
    } else {
      assertPasswordStrength(password);
    }
    const passwordHash = account ? undefined : await hashPassword(password);
    const userId = this.db.transaction((tx) => {
      // Checked again inside the write: two tabs accepting the same link must not both succeed.
      const used = tx
        .update(ownerInvites)
        .set({ usedAt: new Date() })
        .where(and(eq(ownerInvites.id, invite.id), isNull(ownerInvites.usedAt), gt(ownerInvites.expiresAt, new Date())))
        .run();
      if (used.changes === 0) throw new ConflictError('This invite link has just been used');
      const id =
        account !== undefined
          ? Number(account._id)
          : tx
              .insert(adminUsers)
              .values({ email: invite.email, name: invite.email, role: 'owner', passwordHash: passwordHash ?? '' })
              .returning({ id: adminUsers.id })
              .get().id;
      tx.insert(storeOwners).values({ userId: id, storeId: invite.storeId }).onConflictDoNothing().run();
      return id;
    });
    const user = this.accounts.find(userId);
    if (!user) throw new NotFoundError('Account not found');
    return user;
  }

  /** The store's owners and its pending (unused, unexpired) invites. */
  ofStore(storeId: number): StoreOwnership {
    this.storeName(storeId);
    const owners = this.db
      .select({ id: adminUsers.id, email: adminUsers.email, since: storeOwners.createdAt })
      .from(storeOwners)
      .innerJoin(adminUsers, eq(adminUsers.id, storeOwners.userId))
      .where(eq(storeOwners.storeId, storeId))
      .orderBy(adminUsers.email)
      .all();
    const invites = this.db
      .select()
      .from(ownerInvites)
      .where(
        and(eq(ownerInvites.storeId, storeId), isNull(ownerInvites.usedAt), gt(ownerInvites.expiresAt, new Date())),
      )
      .orderBy(ownerInvites.email)
      .all();
    return {
      owners: owners.map((o) => ({ _id: String(o.id), email: o.email, since: o.since.toISOString() })),
      invites: invites.map((i) => ({
        _id: String(i.id),
        email: i.email,
        expiresAt: i.expiresAt.toISOString(),
        createdAt: i.createdAt.toISOString(),
      })),
    };
  }

  revokeInvite(storeId: number, inviteId: number): void {
    this.db.transaction((tx) => {
      const removed = tx
        .delete(ownerInvites)
        .where(and(eq(ownerInvites.id, inviteId), eq(ownerInvites.storeId, storeId), isNull(ownerInvites.usedAt)))
        .run();
      if (removed.changes === 0) throw new NotFoundError('No pending invite with this id for this store');
    });
  }

  /** Takes the store from the owner and signs them out everywhere; an owner left without stores is removed. */
  revokeOwner(storeId: number, userId: number): void {
    this.db.transaction((tx) => {
      const removed = tx
        .delete(storeOwners)
        .where(and(eq(storeOwners.userId, userId), eq(storeOwners.storeId, storeId)))
        .run();
      if (removed.changes === 0) throw new NotFoundError('This account does not own this store');
      this.accounts.endSessions(userId);
      const left = tx.select({ id: storeOwners.id }).from(storeOwners).where(eq(storeOwners.userId, userId)).get();
      if (!left)
        tx.delete(adminUsers)
          .where(and(eq(adminUsers.id, userId), eq(adminUsers.role, 'owner')))
          .run();
    });
  }
}
