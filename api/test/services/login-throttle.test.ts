import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/services/login-throttle.js';

const LIMITS = { perAccountAndAddress: 3, perAccount: 5, perDevice: 4, windowMs: 60_000 };

function throttle() {
  let now = 1_000_000;
  const subject = new LoginThrottle(LIMITS, () => now);
  return { subject, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('locks an account and address pair after its failures until the window ends', () => {
    const { subject, advance } = throttle();
    for (let i = 0; i < 3; i++) subject.failed('Admin@Example.com', '1.1.1.1');

    expect(subject.lockedForSeconds('admin@example.com', '1.1.1.1')).toBe(60);
    expect(subject.lockedForSeconds('admin@example.com', '2.2.2.2')).toBe(0);
    expect(subject.lockedForSeconds('other@example.com', '1.1.1.1')).toBe(0);
    advance(59_000);
    expect(subject.lockedForSeconds('admin@example.com', '1.1.1.1')).toBe(1);
    advance(1_000);
    expect(subject.lockedForSeconds('admin@example.com', '1.1.1.1')).toBe(0);
  });

  it('clears a pair on success but keeps the account total', () => {
    const { subject } = throttle();
    for (let i = 0; i < 2; i++) subject.failed('a@x.in', '1.1.1.1');
    subject.succeeded('a@x.in', '1.1.1.1');
    for (let i = 0; i < 2; i++) subject.failed('a@x.in', '1.1.1.1');
    expect(subject.lockedForSeconds('a@x.in', '1.1.1.1')).toBe(0);
    subject.failed('a@x.in', '3.3.3.3');
    expect(subject.lockedForSeconds('a@x.in', '4.4.4.4')).toBe(60);
  });

  it('holds a device that signed in before by its own failure limit instead of the account-wide one', () => {
    const { subject } = throttle();
    for (let i = 0; i < 5; i++) subject.failed('a@x.in', `9.9.9.${i}`);
    expect(subject.lockedForSeconds('a@x.in', '8.8.8.8')).toBe(60);
    expect(subject.lockedForSeconds('a@x.in', '8.8.8.8', 'phone')).toBe(0);

    for (let i = 0; i < 4; i++) subject.failed('a@x.in', `7.7.7.${i}`, 'phone');
    expect(subject.lockedForSeconds('a@x.in', '6.6.6.6', 'phone')).toBe(60);
    expect(subject.lockedForSeconds('a@x.in', '6.6.6.6', 'laptop')).toBe(0);
  });

  it('stays bounded in memory under logins to made-up accounts', () => {
    const { subject } = throttle();
    for (let i = 0; i < 30_000; i++) subject.failed(`user${i}@x.in`, `10.0.${i % 256}.${i % 250}`);
    expect((subject as unknown as { failures: Map<string, unknown> }).failures.size).toBeLessThanOrEqual(10_000);
  });
});
