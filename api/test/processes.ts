// The API as a real process, for the tests that kill it with SIGKILL: a free port, start and wait for health, kill.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { API } from './helpers.js';

const server = resolve(import.meta.dirname, '../src/server.ts');

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts the API from its source on the port with the environment (DATA_DIR at least); resolves once it is healthy. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  for (;;) {
    if (started.exitCode !== null) throw new Error(`the API exited with ${started.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}${API}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return started;
    await new Promise((next) => setTimeout(next, 50));
  }
}

/** Kills the process with SIGKILL; resolves once it is gone. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
