// Reads the environment once at boot, validates it and returns one typed object; nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-123';

export interface AppConfig {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  apiPort: number;
  dataDir: string;
  databaseFile: string;
  uploadsDir: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  regionTz: string;
  publicOrigin: string;
  logLevel: string;
}

export class ConfigError extends Error {}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return name;
  } catch {
    throw new ConfigError(`REGION_TZ "${name}" is not a known IANA time zone`);
  }
}

function origin(raw: string): string {
  try {
    const url = new URL(raw);
    return url.origin;
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute URL, got "${raw}"`);
  }
}

/** The JWT secret comes from JWT_SECRET, else from DATA_DIR/jwt-secret (created with mode 0600 on first boot). */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = resolve(env.DATA_DIR || './data');
  mkdirSync(resolve(dataDir, 'uploads'), { recursive: true });
  const adminEmail = (env.ADMIN_EMAIL || DEMO_ADMIN_EMAIL).trim().toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD;
  if (nodeEnv === 'production' && (adminEmail === DEMO_ADMIN_EMAIL || adminPassword === DEMO_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Refusing to start in production with the demo admin credentials: set ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
  const apiPort = port(env, 'API_PORT', 3000);
  return {
    nodeEnv,
    host: env.API_HOST || '127.0.0.1',
    apiPort,
    dataDir,
    databaseFile: resolve(dataDir, 'app.db'),
    uploadsDir: resolve(dataDir, 'uploads'),
    jwtSecret: jwtSecret(env, dataDir),
    adminEmail,
    adminPassword,
    regionTz: timeZone(env.REGION_TZ || 'Asia/Kolkata'),
    publicOrigin: origin(env.PUBLIC_ORIGIN || `http://localhost:${port(env, 'PUBLIC_PORT', 8080)}`),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
