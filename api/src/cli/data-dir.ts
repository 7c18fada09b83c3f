// The data directory for operator commands that work on an existing database (DATA_DIR, read by the API's config).
import { existsSync } from 'node:fs';
import { loadDataConfig } from '../config.js';

export function existingDataDir(): string {
  const { dataDir, databaseFile } = loadDataConfig();
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`);
  return dataDir;
}
