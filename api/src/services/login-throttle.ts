// The login lock-out. Only failed logins count. An account is locked for one address after a few failures from it,
// so a visitor sharing the admin's address (an office, a mobile carrier's NAT) cannot lock the admin out, and the
// right password still works after a few typos; and for every address after many failures in all, so guesses spread
// over many addresses stay bounded. That account-wide lock does not hold a device that signed in to the account
// before (services/known-devices.ts), or an attacker could keep the operator out for good by guessing; such a device
// has a failure limit of its own instead, so a stolen device cookie buys no more guesses than one address gets.
// Kept in memory: the API is one process, and a restart only forgets lock-outs.
import { waitText } from '../lib/error-handler.js';
export const LOGIN_LOCKOUT = {
  /** Failed logins to one account from one address before that pair is locked. */
  perAccountAndAddress: 10,
  /** Failed logins to one account from all addresses together before the account is locked everywhere. */
  perAccount: 50,
  /** Failed logins from one known device (whatever its address) before the device is locked too. */
  perDevice: 10,
  windowMs: 15 * 60_000,
};

/** Bounds the memory that logins to made-up accounts from made-up addresses can take. */
const MAX_TRACKED = 10_000;

/** The lock-out's answer, in whole minutes (waitText words every wait the API states). */
export function lockedOutMessage(retryAfterSeconds: number): string {
  return `Too many failed logins. Please try again in ${waitText(Math.ceil(retryAfterSeconds / 60) * 60)}.`;
}

interface Failures {
  count: number;
  /** When the window that began with the first failure ends. */
  resetAt: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly limits = LOGIN_LOCKOUT,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Seconds until a login to this account from this address (and known device, if any) may be tried again; 0 when
   * it may be now.
   */
  lockedForSeconds(email: string, address: string, device?: string): number {
    const now = this.now();
    const until = Math.max(
      ...this.counted(email, address, device).map(([key, max]) => this.lockedUntil(key, max, now)),
    );
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  failed(email: string, address: string, device?: string): void {
    const now = this.now();
    for (const [key] of this.counted(email, address, device)) {
      const entry = this.current(key, now);
      if (entry) entry.count++;
      else this.failures.set(key, { count: 1, resetAt: now + this.limits.windowMs });
    }
    if (this.failures.size > MAX_TRACKED) this.forgetOldest(now);
  }

  /**
   * The right password clears this address's and device's failures; the account's total stays, against spread-out
   * guessing.
   */
  succeeded(email: string, address: string, device?: string): void {
    this.failures.delete(pairKey(email, address));
    if (device) this.failures.delete(deviceKey(device));
  }

  /** The failure counts a login is held by, each with its limit: a known device's own instead of the account's. */
  private counted(email: string, address: string, device: string | undefined): Array<[string, number]> {
    const pair: [string, number] = [pairKey(email, address), this.limits.perAccountAndAddress];
    return device
      ? [pair, [deviceKey(device), this.limits.perDevice]]
      : [pair, [accountKey(email), this.limits.perAccount]];
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= now) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private lockedUntil(key: string, max: number, now: number): number {
    const entry = this.current(key, now);
    return entry && entry.count >= max ? entry.resetAt : 0;
  }

  private forgetOldest(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_TRACKED) break;
      this.failures.delete(key);
    }
  }
}

function accountKey(email: string): string {
  return `account\n${email.trim().toLowerCase()}`;
}

function pairKey(email: string, address: string): string {
  return `${accountKey(email)}\n${address}`;
}

function deviceKey(device: string): string {
  return `device\n${device}`;
}
