// The API built in api/dist on a fresh demo database of its own, over HTTP, signed in as the demo admin: what the
// benchmarks of admin calls measure against. `stop()` ends it and removes its data.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN } from '@offerboard/shared-types/rules';
import { freePort, waitFor } from '../local-server.js';

const root = resolve(import.meta.dirname, '../..');

interface SeededApi {
  dataDir: string;
  /** http://127.0.0.1:<port>/backendapi/api */
  base: string;
  auth: { authorization: string };
  /** The API process, for what it costs the machine (its memory). */
  pid: number;
  stop(): void;
}

/**
 * `apiEnv` is added to the API's environment only (what its systemd unit sets, for a benchmark of its memory);
 * `seedArgs` go to the seed (`['--bench']`: the large dataset instead of the demo data).
 */
export async function startSeededApi(
  name: string,
  apiEnv: Record<string, string> = {},
  seedArgs: string[] = [],
): Promise<SeededApi> {
  const dataDir = mkdtempSync(join(tmpdir(), `offerboard-${name}-bench-`));
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
  execFileSync(process.execPath, [join(root, 'api/dist/seed/cli.js'), ...seedArgs], { env, stdio: 'inherit' });
  const port = await freePort();
  const api: ChildProcess = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    env: { ...env, ...apiEnv, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}/backendapi/api`;
  try {
    await waitFor(`${base}/health`);
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    return { dataDir, base, auth: { authorization: `Bearer ${token}` }, pid: api.pid ?? 0, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Prints rows as aligned columns. */
export function printTable(table: string[][]): void {
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of table) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
}
