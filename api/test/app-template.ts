// A data dir as the app leaves it after its first start and the admin's first login (migrated database, admin with
// the hashed demo password, JWT secret, live session): built once per run by the global setup, copied by each test.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { API_PREFIX, type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

interface AppTemplate {
  dataDir: string;
  /** The admin's token, whose session is in the template's database. */
  token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    appTemplate: AppTemplate;
  }
}

/** Variables that decide the admin account or its tokens: an app given any of them starts from an empty data dir. */
export const ACCOUNT_VARIABLES = ['NODE_ENV', 'DATA_DIR', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'JWT_SECRET'];

export async function login(app: App, credentials = DEMO_ADMIN, remoteAddress = '10.9.9.9'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/login`,
    payload: credentials,
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token;
}

/** Starts the real app once on a new data dir and signs in for real; closing the app checkpoints the database. */
export async function createAppTemplate(): Promise<AppTemplate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-template-'));
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  const token = await login(app);
  await app.close();
  return { dataDir, token };
}

export function copyTemplate(template: AppTemplate, dataDir: string): void {
  cpSync(template.dataDir, dataDir, { recursive: true });
}
