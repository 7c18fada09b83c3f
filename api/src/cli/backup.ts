// Operator command: an online backup of DATA_DIR (database and uploads) while the API keeps running.
// Usage: node api/dist/cli/backup.js [--dir DIR] [--keep 14]   (default DIR: $DATA_DIR/backups)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../services/backups.js';
import { existingDataDir } from './data-dir.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, keep: { type: 'string', default: '14' } } });
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number of at least 1');
  const dataDir = existingDataDir();
  const archive = await createBackup({
    dataDir,
    backupDir: values.dir ?? join(dataDir, 'backups'),
    keep,
    warn: (message) => process.stderr.write(`${message}\n`),
  });
  process.stdout.write(`${archive}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
