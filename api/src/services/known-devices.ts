// Devices that signed in before (OWASP's "device cookies"): a signed, long-lived cookie naming the account and the
// device, set at each successful login. A login that presents one for its account is not held by the account-wide
// lock-out, so guesses from many addresses cannot keep the operator out; the device has its own failure limit instead.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'offerboard_device';
const LIFETIME_MS = 180 * 86_400_000;

function accountName(email: string): string {
  return email.trim().toLowerCase();
}

export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, derived from the token secret, so a device cookie's signature is never valid as anything else.
    this.key = createHmac('sha256', secret).update('offerboard device cookie').digest();
  }

  /** A new cookie value for a device that has just signed in to the account: `account.device.expires.signature`. */
  issue(email: string): string {
    const payload = [
      Buffer.from(accountName(email)).toString('base64url'),
      randomBytes(16).toString('base64url'),
      String(this.now() + LIFETIME_MS),
    ].join('.');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The device's id when the value is an unexpired cookie this API signed for this account; undefined otherwise. */
  deviceFor(value: string, email: string): string | undefined {
    const [, payload = '', account = '', device, expires, signature = ''] =
      /^(([\w-]+)\.([\w-]+)\.(\d+))\.([\w-]+)$/.exec(value) ?? [];
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Buffer.from(account, 'base64url').toString() !== accountName(email)) return undefined;
    return Number(expires) > this.now() ? device : undefined;
  }

  /** The device a login comes from, when its request carries a valid cookie for the account. */
  deviceOf(request: FastifyRequest, email: string): string | undefined {
    for (const cookie of (request.headers.cookie ?? '').split(';')) {
      const [name, value] = cookie.trim().split('=');
      const device = name === DEVICE_COOKIE && value ? this.deviceFor(value, email) : undefined;
      if (device) return device;
    }
    return undefined;
  }

  /** Marks the device as one that signed in to the account: sent only to the login, never readable by scripts. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void {
    const attributes = [
      `${DEVICE_COOKIE}=${this.issue(email)}`,
      `Max-Age=${LIFETIME_MS / 1000}`,
      `Path=${request.routeOptions.url}`,
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (request.protocol === 'https') attributes.push('Secure');
    reply.header('set-cookie', attributes.join('; '));
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
