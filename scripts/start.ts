// `make start`: runs the built API (which prerenders the public site at start and regenerates the pages after
// changes), waits for the pages, and serves both sites as production does; Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { waitFor } from './local-server.js';
import { serveSites } from './serve-sites.js';
import { waitForSite } from './site-ready.js';

const env = process.env;
const apiPort = Number(env.API_PORT || 3000);
const publicPort = Number(env.PUBLIC_PORT || 8080);
const adminPort = Number(env.ADMIN_PORT || 8081);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const root = resolve(import.meta.dirname, '..');

const publicDir = resolve(root, 'public-web/dist');
const prerenderEnv = {
  ...env,
  API_ORIGIN: apiOrigin,
  PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || `http://localhost:${publicPort}`,
  PRERENDER_OUT_DIR: env.PRERENDER_OUT_DIR || publicDir,
};
const api = spawn(process.execPath, [resolve(root, 'api/dist/server.js')], { stdio: 'inherit', env: prerenderEnv });
api.on('exit', (code) => {
  process.stderr.write(`The API stopped (exit code ${code}).\n`);
  process.exit(code ?? 1);
});

await waitFor(`${apiOrigin}/backendapi/api/health`);
await waitForSite(prerenderEnv.PRERENDER_OUT_DIR);
const closeSites = await serveSites({
  publicDir: prerenderEnv.PRERENDER_OUT_DIR,
  adminDir: resolve(root, 'admin-web/dist'),
  publicPort,
  adminPort,
  apiOrigin,
  host: env.SITES_HOST || '127.0.0.1',
});

const demoCredentials = env.ADMIN_PASSWORD
  ? `Admin: ${env.ADMIN_EMAIL || DEMO_ADMIN.email} (password from ADMIN_PASSWORD)`
  : `Admin: ${env.ADMIN_EMAIL || DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (local demo only)`;
process.stdout.write(
  [
    '',
    'OfferBoard is running:',
    `  Public site  http://localhost:${publicPort}`,
    `  Admin        http://localhost:${adminPort}/admin`,
    `  API          http://localhost:${apiPort}/backendapi/api   (docs: http://localhost:${apiPort}/backendapi/docs)`,
    `  ${demoCredentials}`,
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

const stop = async () => {
  api.removeAllListeners('exit');
  api.kill('SIGTERM');
  await closeSites();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
