// Runs once before the browser tests: seeds the demo data and prerenders its public site into a template folder that
// every test file's stack copies (e2e/harness.ts), instead of each file seeding (~12 s of CPU) and prerendering its own.
import { existsSync, rmSync } from 'node:fs';
import { waitForSite } from '../scripts/site-ready.js';
import { seededDataDir, startApi, TEMPLATE_VARIABLES } from './harness.js';

export default async function setup(): Promise<() => void> {
  const { dataDir, publicDir, env, publicPort } = await seededDataDir();
  const api = await startApi(env);
  await waitForSite(publicDir);
  // The sitemap is written before the run records its state and releases its lock.
  while (existsSync(`${publicDir}.prerender.json.lock`)) await new Promise((done) => setTimeout(done, 100));
  await api.stop();
  // The test processes start after this and inherit the environment.
  process.env[TEMPLATE_VARIABLES.dataDir] = dataDir;
  process.env[TEMPLATE_VARIABLES.publicPort] = String(publicPort);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
