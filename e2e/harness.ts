// Browser-test harness: the built API on a fresh seeded SQLite database plus both sites served as in production,
// on free loopback ports, and Debian's Chromium driven by playwright-core.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { serveSites } from '../scripts/serve-sites.js';

const root = resolve(import.meta.dirname, '..');

export interface Stack {
  dataDir: string;
  apiUrl: string;
  publicUrl: string;
  adminUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'offerboard-e2e-'));
  const [apiPort, publicPort, adminPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    PUBLIC_ORIGIN: `http://127.0.0.1:${publicPort}`,
  };
  execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js')], { env, stdio: 'pipe' });
  const api: ChildProcess = spawn(process.execPath, [join(root, 'api/dist/server.js')], { env, stdio: 'inherit' });
  const apiUrl = `http://127.0.0.1:${apiPort}/backendapi/api`;
  await waitFor(`${apiUrl}/health`);
  const closeSites = await serveSites({
    publicDir: join(root, 'public-web/dist'),
    adminDir: join(root, 'admin-web/dist'),
    publicPort,
    adminPort,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
  });
  return {
    dataDir,
    apiUrl,
    publicUrl: `http://127.0.0.1:${publicPort}`,
    adminUrl: `http://127.0.0.1:${adminPort}/admin/`,
    async stop() {
      await closeSites();
      api.kill('SIGTERM');
      await new Promise((done) => api.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Debian Chromium, with the flags this sandboxed, offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
