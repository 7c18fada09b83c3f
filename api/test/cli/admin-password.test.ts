import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ADMIN, API } from '../helpers.js';

const cli = resolve(import.meta.dirname, '../../src/cli/admin-password.ts');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runCli(dataDir: string, args: string[], input: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
  });
}

async function canLogIn(dataDir: string, email: string, password: string): Promise<boolean> {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  try {
    const response = await app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password } });
    return response.statusCode === 200;
  } finally {
    await app.close();
  }
}

describe('make admin-password', () => {
  it('resets the existing admin password from standard input', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-cli-'));
    dirs.push(dataDir);
    expect(await canLogIn(dataDir, ADMIN.email, ADMIN.password)).toBe(true);

    const result = runCli(dataDir, [], 'a-brand-new-secret\n');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`Admin ${ADMIN.email}: password changed.\n`);
    expect(await canLogIn(dataDir, ADMIN.email, 'a-brand-new-secret')).toBe(true);
    expect(await canLogIn(dataDir, ADMIN.email, ADMIN.password)).toBe(false);
  });

  it('ends every session of the admin: a token issued before the change is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-cli-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const before = await buildApp(config);
    const token = (await before.inject({ method: 'POST', url: `${API}/login`, payload: ADMIN })).json().token;
    await before.close();

    expect(runCli(dataDir, [], 'a-brand-new-secret\n').status).toBe(0);

    const after = await buildApp(config);
    try {
      const me = await after.inject({ method: 'GET', url: `${API}/me`, headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
    } finally {
      await after.close();
    }
  });

  it('generates a password, prints it once, and creates a missing admin account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-cli-'));
    dirs.push(dataDir);
    const result = runCli(dataDir, ['--email', 'Owner@Shop.in', '--generate'], '');
    expect(result.status).toBe(0);
    const password = /Generated password \(shown once\): (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(result.stdout).toContain('Admin owner@shop.in: password set (new account).');
    expect(await canLogIn(dataDir, 'owner@shop.in', password)).toBe(true);
  });

  it('with --if-none, changes nothing when an admin exists', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-cli-'));
    dirs.push(dataDir);
    expect(await canLogIn(dataDir, ADMIN.email, ADMIN.password)).toBe(true);
    const result = runCli(dataDir, ['--generate', '--if-none'], '');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('An admin account exists already; its password is unchanged.\n');
    expect(await canLogIn(dataDir, ADMIN.email, ADMIN.password)).toBe(true);
  });

  it('refuses a password shorter than 8 characters and changes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-cli-'));
    dirs.push(dataDir);
    const result = runCli(dataDir, [], 'short\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('Password must be at least 8 characters\n');
    expect(await canLogIn(dataDir, ADMIN.email, ADMIN.password)).toBe(true);
  });
});
