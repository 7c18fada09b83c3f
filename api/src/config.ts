// Reads the environment of the API and of its operator commands once at start, validates it and returns one typed
// object; nothing else in api/src reads process.env (api/test/config.test.ts keeps it so), and each default is here once.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_ADMIN, REGION_TIME_ZONE } from '@offerboard/shared-types/rules';
import { SITE_NAME } from '@offerboard/shared-types/site';

export interface AppConfig extends DataConfig {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  apiPort: number;
  jwtSecret: string;
  adminEmail: string;
  /** The first admin's password; absent in production, where the operator sets it with `make admin-password`. */
  adminPassword: string | undefined;
  regionTz: string;
  publicOrigin: string;
  /** ADMIN_ORIGIN: where the admin app is, for the links of invite and password-reset e-mails. */
  adminOrigin: string;
  /**
   * Mail (owner invites, password resets, the 09:00 digest of offers ending soon); undefined unless SMTP_URL is set,
   * and then links are copied by hand.
   */
  smtp?: SmtpConfig;
  logLevel: string;
  /** Regeneration of the public site's pages; undefined (off) unless PRERENDER_OUT_DIR is set. */
  prerender?: PrerenderConfig;
  timeouts: TimeoutConfig;
  /** How often upload files that no record references are looked for and removed (fixed; tests shorten it). */
  orphanSweepMs: number;
  /** How often visitors' events counted in memory are written (fixed; a crash loses at most this window). */
  statsFlushMs: number;
}

/**
 * Where the data is replicated: LITESTREAM_REPLICA_URL, `file:///dir` or `s3://bucket/path`. The database goes to
 * `<url>/db` (Litestream), uploads to `<url>/uploads` (the API).
 */
export interface ReplicaConfig {
  url: string;
  /** For an `s3://` replica: what Litestream and the API both need to reach the bucket. */
  s3?: S3Config;
}

interface S3Config {
  /** LITESTREAM_ENDPOINT: an S3-compatible service other than AWS (R2, Tigris, MinIO...), addressed path-style. */
  endpoint?: string;
  /** LITESTREAM_REGION, default us-east-1: the bucket's region on AWS (other services take any). */
  region: string;
  /** LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY; never logged nor written to Litestream's file. */
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SmtpConfig {
  /** SMTP_URL, e.g. `smtps://user:password@mail.example.com` (nodemailer's connection URL). */
  url: string;
  /** SMTP_FROM: the sender of every mail, default `OfferBoard <no-reply@` the admin site's host `>`. */
  from: string;
}

/** How long the API waits for slow or idle clients (fixed values; tests shorten them). */
export interface TimeoutConfig {
  /** Time to receive a request's headers (a connection that sends nothing is cut off then too). */
  headersMs: number;
  /** Hard ceiling on receiving a whole request, headers and body. */
  requestMs: number;
  /**
   * How often the two deadlines above are checked. Node checks every 30 s by default, which let a 15 s header
   * deadline run to 45 s.
   */
  checkEveryMs: number;
  /** A body must keep arriving at minBodyBytesPerSecond on average once this grace time has passed. */
  bodyGraceMs: number;
  minBodyBytesPerSecond: number;
  /** An idle kept-alive connection is closed after this; longer than the proxy's own keep-alive to the API. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleMs: number;
}

const DEFAULT_TIMEOUTS: TimeoutConfig = {
  headersMs: 15_000,
  requestMs: 5 * 60_000,
  checkEveryMs: 1000,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 1024,
  keepAliveMs: 72_000,
  idleMs: 2 * 60_000,
};

export interface PrerenderConfig {
  /** The public site's directory that the pages are written into (public-web/dist locally). */
  outDir: string;
  /** The built prerender script. */
  script: string;
  debounceMs: number;
  /** What the prerender's process inherits of the API's environment (INHERITED_ENV), beside its own settings. */
  inheritedEnv: Record<string, string>;
}

/** Where the data is: what the operator commands (backup, restore, the replica's) need, read without side effects. */
interface DataConfig {
  dataDir: string;
  databaseFile: string;
  uploadsDir: string;
  /** Continuous replication of the database (Litestream) and uploads (the API); undefined (off) unless set. */
  replica?: ReplicaConfig;
}

export class ConfigError extends Error {}

/** A port number from the variable `name`, `fallback` when it is unset or empty. */
export function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

/** PUBLIC_PORT: the public site's port under `make start`, which the default PUBLIC_ORIGIN names. */
export function publicPortFrom(env: NodeJS.ProcessEnv): number {
  return portFrom(env, 'PUBLIC_PORT', 8080);
}

/** ADMIN_PORT: the admin app's port under `make start`, which the default ADMIN_ORIGIN names. */
export function adminPortFrom(env: NodeJS.ProcessEnv): number {
  return portFrom(env, 'ADMIN_PORT', 8081);
}

function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return name;
  } catch {
    throw new ConfigError(`REGION_TZ "${name}" is not a known IANA time zone`);
  }
}

function origin(raw: string, name = 'PUBLIC_ORIGIN'): string {
  try {
    const url = new URL(raw);
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function smtp(env: NodeJS.ProcessEnv, adminOrigin: string): SmtpConfig | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(env.SMTP_URL)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com');
  }
  return { url: env.SMTP_URL, from: env.SMTP_FROM || `${SITE_NAME} <no-reply@${new URL(adminOrigin).hostname}>` };
}

const DEFAULT_PRERENDER_SCRIPT = resolve(import.meta.dirname, '../../public-web/dist-server/prerender.js');

/**
 * What the prerender child inherits from the API's environment: how to find programs, where temporary files and the
 * home are, the clock's zone and locale, and the Node options the API runs with (a memory limit applies to the child
 * too). Nothing else: the API's environment holds its secrets (JWT_SECRET, ADMIN_PASSWORD, any future mail or storage
 * keys), and the prerender only reads the API's public calls.
 */
const INHERITED_ENV = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL', 'NODE_ENV', 'NODE_OPTIONS'];

function prerender(env: NodeJS.ProcessEnv): PrerenderConfig | undefined {
  if (!env.PRERENDER_OUT_DIR) return undefined;
  const outDir = resolve(env.PRERENDER_OUT_DIR);
  const script = resolve(env.PRERENDER_SCRIPT || DEFAULT_PRERENDER_SCRIPT);
  if (!existsSync(script)) {
    throw new ConfigError(
      `PRERENDER_SCRIPT "${script}" does not exist: build public-web first (npm run build -w public-web)`,
    );
  }
  const rawDebounce = env.PRERENDER_DEBOUNCE_MS;
  const debounceMs = rawDebounce ? Number(rawDebounce) : 2000;
  if (!Number.isInteger(debounceMs) || debounceMs < 0 || debounceMs > 50_000) {
    throw new ConfigError(
      `PRERENDER_DEBOUNCE_MS must be a whole number of milliseconds (0-50000), got "${rawDebounce}"`,
    );
  }
  const inheritedEnv = Object.fromEntries(
    INHERITED_ENV.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
  );
  return { outDir, script, debounceMs, inheritedEnv };
}

/** The replica named by LITESTREAM_REPLICA_URL (undefined when unset). */
export function replicaFromEnv(env: NodeJS.ProcessEnv): ReplicaConfig | undefined {
  const raw = env.LITESTREAM_REPLICA_URL?.trim();
  if (!raw) return undefined;
  const url = raw.replace(/\/+$/, '');
  if (!/^file:\/\/\/[^/]/.test(url) && !/^s3:\/\/[^/]+/.test(url)) {
    throw new ConfigError(
      `LITESTREAM_REPLICA_URL must be file:///absolute/directory or s3://bucket/path, got "${raw}"`,
    );
  }
  if (url.startsWith('file://')) return { url };
  const accessKeyId = env.LITESTREAM_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.LITESTREAM_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      "An s3:// LITESTREAM_REPLICA_URL needs LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY (the bucket's keys)",
    );
  }
  const endpoint = env.LITESTREAM_ENDPOINT?.trim();
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new ConfigError(
      `LITESTREAM_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${endpoint}"`,
    );
  }
  const region = env.LITESTREAM_REGION?.trim() || 'us-east-1';
  return {
    url,
    s3: { ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}), region, accessKeyId, secretAccessKey },
  };
}

const MIN_JWT_SECRET_LENGTH = 32;

/** The JWT secret comes from JWT_SECRET, else from DATA_DIR/jwt-secret (created with mode 0600 on first boot). */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
    }
    return fromEnv;
  }
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(
        `The JWT secret in ${file} is ${secret ? `only ${secret.length} character${secret.length === 1 ? '' : 's'}` : 'empty'}: it must be at least ${MIN_JWT_SECRET_LENGTH}. Put a long random secret there, or delete the file to have one generated (every admin then signs in again).`,
      );
    }
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** DATA_DIR (default ./data) and what is in it, and the replica; creates and changes nothing. */
export function loadDataConfig(env: NodeJS.ProcessEnv = process.env): DataConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    dataDir,
    databaseFile: resolve(dataDir, 'app.db'),
    uploadsDir: resolve(dataDir, 'uploads'),
    replica: replicaFromEnv(env),
  };
}

/** The API's settings; creates the uploads folder and, on first boot, the JWT secret's file. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const data = loadDataConfig(env);
  mkdirSync(data.uploadsDir, { recursive: true });
  const adminEmail = (env.ADMIN_EMAIL || DEMO_ADMIN.email).trim().toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD || (nodeEnv === 'production' ? undefined : DEMO_ADMIN.password);
  if (nodeEnv === 'production' && (adminEmail === DEMO_ADMIN.email || adminPassword === DEMO_ADMIN.password)) {
    throw new ConfigError(
      'Refusing to start in production with the demo admin credentials: set ADMIN_EMAIL (and ADMIN_PASSWORD, or run make admin-password)',
    );
  }
  const apiPort = portFrom(env, 'API_PORT', 3000);
  const adminOrigin = origin(env.ADMIN_ORIGIN || `http://localhost:${adminPortFrom(env)}`, 'ADMIN_ORIGIN');
  return {
    nodeEnv,
    host: env.API_HOST || '127.0.0.1',
    apiPort,
    ...data,
    jwtSecret: jwtSecret(env, data.dataDir),
    adminEmail,
    adminPassword,
    regionTz: timeZone(env.REGION_TZ || REGION_TIME_ZONE),
    publicOrigin: origin(env.PUBLIC_ORIGIN || `http://localhost:${publicPortFrom(env)}`),
    adminOrigin,
    smtp: smtp(env, adminOrigin),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    prerender: prerender(env),
    timeouts: DEFAULT_TIMEOUTS,
    orphanSweepMs: 60 * 60_000,
    statsFlushMs: 1_000,
  };
}
