// The secret of an e-mailed link (owner invites, password resets): 256 random bits in the URL, only its SHA-256 in the
// database, so a copy of the database opens no account. A link row is usable once, until it expires.
import { createHash, randomBytes } from 'node:crypto';
import { GoneError, NotFoundError } from './errors.js';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** The link's row while it can be used: 404 when there is none, 410 once used or expired. */
export function usableLink<Row extends { usedAt: Date | null; expiresAt: Date }>(
  row: Row | undefined,
  what: string,
  now = Date.now(),
): Row {
  if (!row) throw new NotFoundError(`This ${what} link is not valid`);
  if (row.usedAt) throw new GoneError(`This ${what} link has already been used`);
  if (row.expiresAt.getTime() <= now) throw new GoneError(`This ${what} link has expired`);
  return row;
}
