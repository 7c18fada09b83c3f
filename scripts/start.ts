// `make start`: runs the built API (which prerenders the public site at start and regenerates the pages after
// changes), waits for the pages, and serves both sites as production does; Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_ADMIN, DEMO_OWNER } from '@offerboard/shared-types/rules';
import { waitFor } from './local-server.js';
import { serveSites } from './serve-sites.js';
import { waitForSite } from './site-ready.js';
import { ConfigError, loadStartConfig, type StartConfig } from './start-config.js';

function settings(): StartConfig {
  try {
    return loadStartConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const { api: apiConfig, apiEnv, publicDir, publicPort, adminPort, sitesHost } = settings();
const { apiPort } = apiConfig;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const root = resolve(import.meta.dirname, '..');

const api = spawn(process.execPath, [resolve(root, 'api/dist/server.js')], { stdio: 'inherit', env: apiEnv });
api.on('exit', (code) => {
  process.stderr.write(`The API stopped (exit code ${code}).\n`);
  process.exit(code ?? 1);
});

await waitFor(`${apiOrigin}/backendapi/api/health`);
await waitForSite(publicDir);
const closeSites = await serveSites({
  publicDir,
  adminDir: resolve(root, 'admin-web/dist'),
  publicPort,
  adminPort,
  apiOrigin,
  host: sitesHost,
});

const { adminEmail, adminPassword } = apiConfig;
const demoCredentials =
  adminPassword === DEMO_ADMIN.password
    ? `Admin: ${adminEmail} / ${DEMO_ADMIN.password} (local demo only)`
    : `Admin: ${adminEmail} (${adminPassword ? 'password from ADMIN_PASSWORD' : 'set its password with make admin-password'})`;
// The demo data's store owner, there only when the demo data was seeded with the demo admin.
const demoOwner =
  adminPassword === DEMO_ADMIN.password
    ? [`  Store owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (local demo only)`]
    : [];
process.stdout.write(
  [
    '',
    'OfferBoard is running:',
    `  Public site  http://localhost:${publicPort}`,
    `  Admin        http://localhost:${adminPort}/admin`,
    `  API          http://localhost:${apiPort}/backendapi/api   (docs: http://localhost:${apiPort}/backendapi/docs)`,
    `  ${demoCredentials}`,
    ...demoOwner,
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
