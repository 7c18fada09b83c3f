import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, KnownDevices } from '../../src/services/known-devices.js';
import { ADMIN, API, createTestApp, login, type TestContext } from '../helpers.js';

function attempt(
  app: TestContext['app'],
  password: string,
  remoteAddress: string,
  email = ADMIN.email,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password }, remoteAddress, headers });
}

/** The device cookie a successful login sets, as the browser sends it back. */
async function knownDevice(app: TestContext['app'], remoteAddress: string) {
  const response = await attempt(app, ADMIN.password, remoteAddress);
  expect(response.statusCode).toBe(200);
  const value = /^offerboard_device=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  return { cookie: `${DEVICE_COOKIE}=${value}`, value };
}

/** Failed logins for the admin from `count` addresses of their own: enough to lock the account for everyone. */
async function attackFromManyAddresses(app: TestContext['app'], count: number) {
  for (let i = 0; i < count; i++) expect((await attempt(app, `guess-${i}`, `10.1.${i}.1`)).statusCode).toBe(401);
}

describe('POST /login', () => {
  it('returns a token and the user without the password hash', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'POST', url: `${API}/login`, payload: ADMIN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toEqual({ _id: expect.any(String), email: ADMIN.email, name: 'Administrator', role: 'operator' });
    expect(response.body).not.toContain('argon2');
    const stored = app.db.$client.prepare('SELECT password_hash FROM admin_users').get() as { password_hash: string };
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('rejects a wrong password and an unknown email with the same message', async () => {
    const { app } = await createTestApp();
    for (const payload of [
      { email: ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: ADMIN.password },
    ]) {
      const response = await app.inject({ method: 'POST', url: `${API}/login`, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: '  ADMIN@Example.com ', password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 for missing, empty or wrongly typed fields', async () => {
    const { app } = await createTestApp();
    for (const payload of [{}, { email: ADMIN.email }, { email: '', password: '' }, { email: 5, password: [] }]) {
      const response = await app.inject({ method: 'POST', url: `${API}/login`, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const notJson = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(Object.keys(notJson.json())).toEqual(['message']);
  });

  it('counts only failed logins: signing in again and again is never locked out', async () => {
    const { app } = await createTestApp();
    for (let i = 0; i < 12; i++) expect((await attempt(app, ADMIN.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks an account out for one address after 10 failures, with a message and Retry-After', async () => {
    const { app } = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(app, 'wrong-password', '10.0.0.1')).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));

    const locked = await attempt(app, ADMIN.password, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many failed logins. Please try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(app, ADMIN.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it("lets the right password in after the admin's own typos, and a visitor at the same address cannot lock the admin out", async () => {
    const { app } = await createTestApp();
    for (let i = 0; i < 9; i++) await attempt(app, 'typo-password', '10.0.0.1');
    expect((await attempt(app, ADMIN.password, '10.0.0.1')).statusCode).toBe(200);

    for (let i = 0; i < 10; i++) await attempt(app, 'guess', '10.0.0.1', 'visitor@example.com');
    expect((await attempt(app, 'guess', '10.0.0.1', 'visitor@example.com')).statusCode).toBe(429);
    expect((await attempt(app, ADMIN.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks the account everywhere after 50 failures spread over many addresses', async () => {
    const { app } = await createTestApp();
    await attackFromManyAddresses(app, 50);
    expect((await attempt(app, ADMIN.password, '10.2.0.1')).statusCode).toBe(429);
  });

  it('lets a device that signed in before past an attack that locks the account for everyone, and no other', async () => {
    const { app } = await createTestApp();
    const { cookie, value } = await knownDevice(app, '10.3.0.1');
    await attackFromManyAddresses(app, 50);
    expect((await attempt(app, ADMIN.password, '10.2.0.1')).statusCode).toBe(429);

    const [account, device, expires, signature] = value.split('.');
    const otherSecret = new KnownDevices('another-secret-that-is-long-enough-0123456789').issue(ADMIN.email);
    const refused = [
      `${DEVICE_COOKIE}=${account}.${device}.${expires}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${DEVICE_COOKIE}=${account}.${device}.${Number(expires) + 1}.${signature}`,
      `${DEVICE_COOKIE}=${Buffer.from('other@example.com').toString('base64url')}.${device}.${expires}.${signature}`,
      `${DEVICE_COOKIE}=${otherSecret}`,
      `other=${value}`,
    ];
    for (const forged of refused) {
      expect((await attempt(app, ADMIN.password, '10.2.0.2', ADMIN.email, { cookie: forged })).statusCode).toBe(429);
    }
    const known = await attempt(app, ADMIN.password, '10.2.0.3', ADMIN.email, { cookie: `theme=dark; ${cookie}` });
    expect(known.statusCode).toBe(200);
  });

  it('sets the device cookie long-lived, for the login only, out of scripts reach, Secure behind HTTPS', async () => {
    const { app } = await createTestApp();
    const plain = String((await attempt(app, ADMIN.password, '10.3.0.1')).headers['set-cookie']);
    expect(plain).toMatch(/^offerboard_device=[\w-]+\.[\w-]+\.\d+\.[\w-]+; /);
    expect(plain.split('; ').slice(1)).toEqual([
      'Max-Age=15552000',
      `Path=${API}/login`,
      'HttpOnly',
      'SameSite=Strict',
    ]);
    // Caddy, on this machine, says the visitor came over HTTPS.
    const proxied = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: ADMIN,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(String(proxied.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('gives a known device its own failure limit, so a stolen cookie buys no more guesses than an address', async () => {
    const { app } = await createTestApp();
    const { cookie } = await knownDevice(app, '10.3.0.1');
    for (let i = 0; i < 10; i++) {
      const guess = await attempt(app, `guess-${i}`, `10.4.${i}.1`, ADMIN.email, { cookie });
      expect(guess.statusCode).toBe(401);
    }
    expect((await attempt(app, ADMIN.password, '10.4.99.1', ADMIN.email, { cookie })).statusCode).toBe(429);
    expect((await attempt(app, ADMIN.password, '10.4.99.1')).statusCode).toBe(200);
  });

  it('guards password hashing with 30 requests a minute per address, whatever the account', async () => {
    const { app } = await createTestApp();
    for (let i = 0; i < 30; i++) {
      expect((await attempt(app, 'x', '10.0.0.9', `someone-${i}@example.com`)).statusCode).toBe(401);
    }
    const limited = await attempt(app, ADMIN.password, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/),
    });
  });
});

describe('admin token', () => {
  it('is required: 401 without, with a malformed one and with one signed by another secret', async () => {
    const { app } = await createTestApp();
    const other = await createTestApp({ JWT_SECRET: 'another-secret-that-is-long-enough-0123456789' });
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Bearer ${other.token}` }]) {
      const response = await app.inject({ method: 'GET', url: `${API}/me`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('expires after 12 hours', async () => {
    const { app } = await createTestApp();
    const { sid } = app.jwt.decode<{ sid: string }>(await login(app)) ?? { sid: '' };
    const expired = app.jwt.sign({ sub: '1', email: ADMIN.email, sid }, { expiresIn: -1 });
    const response = await app.inject({
      method: 'GET',
      url: `${API}/me`,
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    const { exp, iat } = app.jwt.decode<{ exp: number; iat: number }>(await login(app)) ?? { exp: 0, iat: 0 };
    expect(exp - iat).toBe(12 * 3600);
  });
});

describe('POST /logout', () => {
  it('revokes the token it is sent with, and only that one', async () => {
    const { app, auth } = await createTestApp();
    const other = { authorization: `Bearer ${await login(app)}` };

    const response = await app.inject({ method: 'POST', url: `${API}/logout`, headers: auth });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    const afterLogout = await app.inject({ method: 'GET', url: `${API}/me`, headers: auth });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ message: 'Your session has expired or is invalid. Please log in again.' });
    expect((await app.inject({ method: 'POST', url: `${API}/logout`, headers: auth })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: other })).statusCode).toBe(200);
  });

  it('refuses a validly signed token that names no session', async () => {
    const { app } = await createTestApp();
    const forged = app.jwt.sign({ sub: '1', email: ADMIN.email, sid: 'made-up' });
    const response = await app.inject({
      method: 'GET',
      url: `${API}/me`,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /reset-password', () => {
  it('changes the password: the old one stops working, the new one works', async () => {
    const { app, auth } = await createTestApp();
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/reset-password`,
      headers: auth,
      payload: { currentPassword: ADMIN.password, newPassword: 'a-new-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully!', token: expect.any(String) });
    await expect(login(app)).rejects.toThrow();
    await expect(login(app, { email: ADMIN.email, password: 'a-new-password' })).resolves.toEqual(expect.any(String));
  });

  it('revokes every token issued before the change, and gives the admin who changed it a new one', async () => {
    const { app, auth } = await createTestApp();
    const elsewhere = { authorization: `Bearer ${await login(app)}` };
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/reset-password`,
      headers: auth,
      payload: { currentPassword: ADMIN.password, newPassword: 'a-new-password' },
    });
    const fresh = { authorization: `Bearer ${response.json().token}` };

    for (const headers of [auth, elsewhere]) {
      expect((await app.inject({ method: 'GET', url: `${API}/me`, headers })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: fresh })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one, the current one again, and no token, changing nothing', async () => {
    const { app, auth } = await createTestApp();
    const before = app.db.$client.prepare('SELECT password_hash FROM admin_users').get();
    const cases = [
      {
        headers: auth,
        payload: { currentPassword: 'wrong-one', newPassword: 'a-new-password' },
        status: 400,
        message: 'Current password is incorrect',
      },
      {
        headers: auth,
        payload: { currentPassword: ADMIN.password, newPassword: 'short' },
        status: 400,
        message: 'Password must be at least 8 characters',
      },
      {
        headers: auth,
        payload: { currentPassword: ADMIN.password, newPassword: ADMIN.password },
        status: 400,
        message: 'The new password must be different from the current one.',
      },
      { headers: auth, payload: { currentPassword: ADMIN.password }, status: 400, message: 'newPassword is required' },
      { headers: {}, payload: { currentPassword: ADMIN.password, newPassword: 'a-new-password' }, status: 401 },
    ];
    for (const { headers, payload, status, message } of cases) {
      const response = await app.inject({ method: 'PUT', url: `${API}/reset-password`, headers, payload });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ message });
    }
    expect(app.db.$client.prepare('SELECT password_hash FROM admin_users').get()).toEqual(before);
  });
});

describe('GET /health', () => {
  it('answers ok without a token', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `${API}/health` });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
