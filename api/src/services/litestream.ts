// Litestream (from the pinned @flydotio/litestream package) streams the database to the replica: its binary, its
// configuration (one for the service, the tests and restores alike) and point-in-time restores.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ReplicaConfig } from '../config.js';

/**
 * How long the replica keeps what a past moment needs: Litestream's WAL history (point-in-time restores reach back
 * this far) and, as long, uploads whose records were deleted (docs/decisions/027-*).
 */
export const REPLICA_RETENTION_HOURS = 24;

/** The binary the npm package installed for this platform (linux or darwin, x64 or arm64). */
export function litestreamBinary(): string {
  return createRequire(import.meta.url).resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
}

/** A location inside the replica: `db` (Litestream's) or `uploads`. */
function replicaLocation(replica: ReplicaConfig, part: 'db' | 'uploads'): string {
  return `${replica.url}/${part}`;
}

interface LitestreamIntervals {
  /** How often Litestream looks at the WAL, and ships new frames to the replica (default 1s each). */
  monitor?: string;
  sync?: string;
}

/**
 * Litestream's YAML for the database file. The S3 keys are not in it: Litestream reads them from its environment
 * (LITESTREAM_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY: the service's env file, or the restore command's).
 */
export function litestreamConfig(databaseFile: string, replica: ReplicaConfig, intervals: LitestreamIntervals = {}) {
  const text = (value: string) => JSON.stringify(value);
  return [
    '# Written by OfferBoard (api/src/services/litestream.ts) from LITESTREAM_REPLICA_URL; changes are overwritten.',
    'dbs:',
    `  - path: ${text(databaseFile)}`,
    `    monitor-interval: ${intervals.monitor ?? '1s'}`,
    '    replicas:',
    `      - url: ${text(replicaLocation(replica, 'db'))}`,
    ...(replica.s3 ? [`        region: ${text(replica.s3.region)}`] : []),
    ...(replica.s3?.endpoint ? [`        endpoint: ${text(replica.s3.endpoint)}`] : []),
    `        sync-interval: ${intervals.sync ?? '1s'}`,
    `        retention: ${REPLICA_RETENTION_HOURS}h`,
    '',
  ].join('\n');
}

/**
 * Restores the database from the replica into `output`, as it was at `timestamp` (RFC 3339) or as last replicated.
 * Resolves false when the replica holds no database (nothing written).
 */
export async function restoreDatabase(options: {
  replica: ReplicaConfig;
  output: string;
  timestamp?: string;
}): Promise<boolean> {
  const { replica, output, timestamp } = options;
  const work = mkdtempSync(join(tmpdir(), 'offerboard-litestream-'));
  try {
    // The configuration names the database by path; the output path is what matters for a restore.
    const databaseFile = join(work, 'app.db');
    const config = join(work, 'litestream.yml');
    writeFileSync(config, litestreamConfig(databaseFile, replica));
    const args = ['restore', '-config', config, '-no-expand-env', '-if-replica-exists', '-o', output];
    if (timestamp) args.push('-timestamp', timestamp);
    const { stderr, stdout } = await promisify(execFile)(litestreamBinary(), [...args, databaseFile]);
    return !/no matching backups found/.test(`${stdout}${stderr}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
