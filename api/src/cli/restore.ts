// Operator command: puts a backup archive back into DATA_DIR. Stop the API first; the previous data is kept aside.
// Usage: node api/dist/cli/restore.js --file offerboard-YYYYMMDDTHHMMSSZ.tar.gz
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../services/backups.js';
import { existingDataDir } from './data-dir.js';

function main(): void {
  const { values } = parseArgs({ options: { file: { type: 'string' } } });
  if (!values.file) throw new Error('Usage: restore --file <backup .tar.gz>');
  const aside = restoreBackup({ dataDir: existingDataDir(), archive: resolve(values.file) });
  process.stdout.write(`Restored ${values.file}; the previous data is in ${aside}\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
