// Prints Litestream's configuration for this environment (DATA_DIR, LITESTREAM_REPLICA_URL, LITESTREAM_ENDPOINT,
// LITESTREAM_REGION), nothing when no replica is set; `make deploy` writes it to /etc/offerboard/litestream.yml.
// Usage: node api/dist/cli/litestream-config.js
import { loadDataConfig } from '../config.js';
import { litestreamConfig } from '../services/litestream.js';

try {
  const { replica, databaseFile } = loadDataConfig();
  if (replica) process.stdout.write(litestreamConfig(databaseFile, replica));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
