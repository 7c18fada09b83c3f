import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { litestreamConfig } from '../src/services/litestream.js';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'offerboard-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults for local use', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      apiPort: 3000,
      regionTz: 'Asia/Kolkata',
      publicOrigin: 'http://localhost:8080',
      adminEmail: 'admin@example.com',
      databaseFile: join(dir, 'app.db'),
      uploadsDir: join(dir, 'uploads'),
    });
  });

  it('generates the JWT secret once into DATA_DIR with mode 0600 and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('refuses a JWT secret file that is empty or shorter than 32 characters, saying which file', () => {
    const dir = dataDir();
    const file = join(dir, 'jwt-secret');
    for (const [content, reason] of [
      ['', /is empty/],
      ['\n  \n', /is empty/],
      ['x', /only 1 character:/],
      ['y'.repeat(31), /only 31 characters/],
    ] as const) {
      writeFileSync(file, content);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(reason);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(file);
    }
    writeFileSync(file, `${'z'.repeat(32)}\n`);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe('z'.repeat(32));
  });

  it('refuses to run in production on the demo admin credentials', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'owner@shop.in',
        ADMIN_PASSWORD: DEMO_ADMIN.password,
      }),
    ).toThrow(/demo admin credentials/);
    expect(
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'owner@shop.in',
        ADMIN_PASSWORD: 'long-secret-1',
      }).nodeEnv,
    ).toBe('production');
    // In production the password may be left out: no admin is created, the operator sets one from the command line.
    const withoutPassword = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ADMIN_EMAIL: 'owner@shop.in' });
    expect(withoutPassword.adminPassword).toBeUndefined();
  });

  it('fails fast on a bad port, time zone, origin or short secret', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, REGION_TZ: 'Mars/Olympus' })).toThrow(/REGION_TZ/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('normalises PUBLIC_ORIGIN to an origin', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_ORIGIN: 'https://offers.example.in/some/path' }).publicOrigin).toBe(
      'https://offers.example.in',
    );
  });

  it('reads the replica from LITESTREAM_REPLICA_URL (a directory or an S3 bucket) and refuses anything else', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).replica).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, LITESTREAM_REPLICA_URL: 'file:///mnt/replica/' }).replica).toEqual({
      url: 'file:///mnt/replica',
    });
    const s3 = {
      DATA_DIR: dir,
      LITESTREAM_REPLICA_URL: 's3://offerboard/prod',
      LITESTREAM_ACCESS_KEY_ID: 'key-id',
      LITESTREAM_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...s3, LITESTREAM_ENDPOINT: 'https://fly.storage.tigris.dev/' }).replica).toEqual({
      url: 's3://offerboard/prod',
      s3: {
        endpoint: 'https://fly.storage.tigris.dev',
        region: 'us-east-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
      },
    });
    const replica = loadConfig({ ...s3, LITESTREAM_ENDPOINT: 'https://fly.storage.tigris.dev' }).replica;
    if (!replica) throw new Error('no replica');
    const litestream = litestreamConfig('/data/app.db', replica);
    expect(litestream).toContain('        region: "us-east-1"\n        endpoint: "https://fly.storage.tigris.dev"\n');
    expect(litestream).not.toMatch(/key-id|secret/);
    expect(loadConfig({ ...s3, LITESTREAM_REGION: 'eu-west-1' }).replica?.s3).toEqual({
      region: 'eu-west-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ ...s3, LITESTREAM_SECRET_ACCESS_KEY: '' })).toThrow(
      'An s3:// LITESTREAM_REPLICA_URL needs LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...s3, LITESTREAM_ENDPOINT: 'fly.storage.tigris.dev' })).toThrow(
      'LITESTREAM_ENDPOINT must be an http(s) URL',
    );
    for (const url of ['/mnt/replica', 'file://relative/dir', 'https://bucket.example/path', 's3://']) {
      expect(() => loadConfig({ DATA_DIR: dir, LITESTREAM_REPLICA_URL: url })).toThrow(
        `LITESTREAM_REPLICA_URL must be file:///absolute/directory or s3://bucket/path, got "${url}"`,
      );
    }
  });
});
