// The data directory for operator commands, read the same way as the API does (DATA_DIR, default ./data).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const dataDir = resolve(env.DATA_DIR || './data');
  if (!existsSync(resolve(dataDir, 'app.db'))) throw new Error(`No database at ${resolve(dataDir, 'app.db')}`);
  return dataDir;
}
