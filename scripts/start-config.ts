// `make start`'s settings, read once from the environment and checked before anything starts: the API's own through
// the API's config (api/src/config.ts, so that each default is written once), and the two sites' ports and address.
// Nothing else that `make start` runs in this process reads process.env (api/test/config.test.ts keeps it so).
import { resolve } from 'node:path';
import { type AppConfig, adminPortFrom, loadConfig, publicPortFrom } from '../api/src/config.js';

export { ConfigError } from '../api/src/config.js';

export interface StartConfig {
  /** The API's settings, as the API reads them from apiEnv. */
  api: AppConfig;
  /** The API's environment: this process's, with the pages regenerated into publicDir. */
  apiEnv: NodeJS.ProcessEnv;
  /** PRERENDER_OUT_DIR: the public site's folder (default: the built site, public-web/dist). */
  publicDir: string;
  /** PUBLIC_PORT (8080) and ADMIN_PORT (8081). */
  publicPort: number;
  adminPort: number;
  /** SITES_HOST: the address both sites listen on (default 127.0.0.1). */
  sitesHost: string;
}

export function loadStartConfig(env: NodeJS.ProcessEnv = process.env): StartConfig {
  const publicDir = resolve(env.PRERENDER_OUT_DIR || resolve(import.meta.dirname, '../public-web/dist'));
  const apiEnv = { ...env, PRERENDER_OUT_DIR: publicDir };
  const publicPort = publicPortFrom(env);
  const adminPort = adminPortFrom(env);
  return {
    api: loadConfig(apiEnv),
    apiEnv,
    publicDir,
    publicPort,
    adminPort,
    sitesHost: env.SITES_HOST || '127.0.0.1',
  };
}
