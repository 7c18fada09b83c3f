// Test fixtures: a fresh app on its own temporary SQLite file and uploads folder, a signed-in admin, real image bytes.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import sharp from 'sharp';
import { afterEach, inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type AppConfig, loadConfig, type TimeoutConfig } from '../src/config.js';
import { ACCOUNT_VARIABLES, copyTemplate, login } from './app-template.js';

export { login };

export const ADMIN = DEMO_ADMIN;
export const API = '/backendapi/api';

export interface TestContext {
  app: App;
  dataDir: string;
  token: string;
  auth: { authorization: string };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const template = inject('appTemplate');

/**
 * The real app on its own data dir, with the admin signed in (`before` may fill the database first; `onStatement`
 * sees each SQL statement the app runs). The data dir is a copy of the run's template (the
 * migrated database, the admin and a session from a real login), which saves each test the migrations, the password
 * hash and the login; an `env` that decides the account or its tokens gets an empty one and a login of its own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onStatement?: (sql: string) => void; before?: (config: AppConfig) => Promise<void> } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-test-'));
  const fromTemplate = !ACCOUNT_VARIABLES.some((name) => name in env);
  if (fromTemplate) copyTemplate(template, dataDir);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  await options.before?.(config);
  const app = await buildApp(config, { onStatement: options.onStatement });
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const token = fromTemplate ? template.token : await login(app);
  return { app, dataDir, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The real app on a fresh data dir (a copy of the template), listening on a free port of 127.0.0.1, for tests that need real connections;
 * `beforeListen` may add hooks, which Fastify accepts only until the app is ready.
 */
export async function startListening(
  options: { timeouts?: Partial<TimeoutConfig>; beforeListen?: (app: App) => void } = {},
): Promise<{ app: App; port: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-http-'));
  copyTemplate(template, dataDir);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({ ...config, timeouts: { ...config.timeouts, ...options.timeouts } });
  options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, port: (app.server.address() as { port: number }).port };
}

/** Every file below the data dir's uploads folder, relative to it, sorted. */
export function uploadedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full.slice(root.length + 1)];
    });
  return walk(root).sort();
}

export function countRows(app: App, table: string): number {
  return (app.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/** A real image of the given format and size: a gradient-ish fill so encoders produce real data. */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  width = 800,
  height = 600,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return image.toFormat(format).toBuffer();
}

/** A valid JPEG larger than 5 MB: random noise does not compress. */
export async function largeJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 2000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** Builds a multipart/form-data payload for inject. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  return form;
}
