import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDataConfig } from '../src/config.js';
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
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_ORIGIN: 'admin.example' })).toThrow(/ADMIN_ORIGIN/);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'mail.example.com:587' })).toThrow(/SMTP_URL/);
  });

  it('mails only with SMTP_URL, from SMTP_FROM or no-reply at the admin site, with links to ADMIN_ORIGIN', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).smtp).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://u:p@mail.example',
      ADMIN_ORIGIN: 'https://admin.offers.example/x',
    });
    expect(config.adminOrigin).toBe('https://admin.offers.example');
    expect(config.smtp).toEqual({
      url: 'smtps://u:p@mail.example',
      from: 'OfferBoard <no-reply@admin.offers.example>',
    });
    expect(loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://mail', SMTP_FROM: 'Shop <a@b.c>' }).smtp?.from).toBe(
      'Shop <a@b.c>',
    );
    expect(loadConfig({ DATA_DIR: dir, ADMIN_PORT: '9001' }).adminOrigin).toBe('http://localhost:9001');
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

describe('reading the environment', () => {
  const root = resolve(import.meta.dirname, '../..');

  /** Where source under `folder` mentions process.env, as "path:line". */
  function environmentReads(folder: string, recursive: boolean): string[] {
    return readdirSync(join(root, folder), { recursive, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => {
        const path = relative(root, join(root, folder, name));
        const lines = readFileSync(join(root, path), 'utf8').split('\n');
        return lines.flatMap((line, index) => (line.includes('process.env') ? [`${path}:${index + 1}`] : []));
      });
  }

  it('happens in one module per program: the API and its commands, and make start', () => {
    // scripts/*.ts are make start's own (and generate-types, which reads none); bench/ and deploy/ are tools and tests.
    const outside = [...environmentReads('api/src', true), ...environmentReads('scripts', false)].filter(
      (read) => !read.startsWith('api/src/config.ts:') && !read.startsWith('scripts/start-config.ts:'),
    );

    expect(outside).toEqual([]);
  });

  it('reads DATA_DIR and the replica for the operator commands as the API does, creating nothing', () => {
    const dir = join(dataDir(), 'not-yet');
    expect(loadDataConfig({ DATA_DIR: dir })).toEqual({
      dataDir: dir,
      databaseFile: join(dir, 'app.db'),
      uploadsDir: join(dir, 'uploads'),
      replica: undefined,
    });
    expect(existsSync(dir)).toBe(false);
    expect(loadDataConfig({}).dataDir).toBe(resolve('./data'));
    expect(() => loadDataConfig({ DATA_DIR: dir, LITESTREAM_REPLICA_URL: 'relative/dir' })).toThrow(
      'LITESTREAM_REPLICA_URL must be file:///absolute/directory',
    );
  });

  /** Runs a TypeScript entry point as its own process; resolves with its exit code and what it wrote to stderr. */
  function run(script: string, env: Record<string, string>): Promise<{ code: number; stderr: string }> {
    return new Promise((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', join(root, script)],
        { env: { ...process.env, ...env }, timeout: 20_000 },
        (error, _stdout, stderr) => done({ code: typeof error?.code === 'number' ? error.code : 0, stderr }),
      );
    });
  }

  it('stops each program at start with one line naming the variable that is wrong', async () => {
    const dir = dataDir();
    const [api, command, start, startApi] = await Promise.all([
      run('api/src/server.ts', { DATA_DIR: dir, API_PORT: '70000' }),
      run('api/src/cli/litestream-config.ts', { DATA_DIR: dir, LITESTREAM_REPLICA_URL: '/mnt/replica' }),
      run('scripts/start.ts', { DATA_DIR: dir, ADMIN_PORT: 'abc' }),
      run('scripts/start.ts', { DATA_DIR: dir, REGION_TZ: 'Mars/Olympus' }),
    ]);

    expect(api).toEqual({ code: 1, stderr: 'API_PORT must be a port number (1-65535), got "70000"\n' });
    expect(command).toEqual({
      code: 1,
      stderr: 'LITESTREAM_REPLICA_URL must be file:///absolute/directory or s3://bucket/path, got "/mnt/replica"\n',
    });
    expect(start).toEqual({ code: 1, stderr: 'ADMIN_PORT must be a port number (1-65535), got "abc"\n' });
    expect(startApi).toEqual({ code: 1, stderr: 'REGION_TZ "Mars/Olympus" is not a known IANA time zone\n' });
  });
});
