// `make migrations-check`: fails when `drizzle-kit generate` would write a migration for the schema as committed, that
// is when api/src/db/schema.ts and the newest snapshot in api/drizzle/meta differ (a migration merged without its
// snapshot), or when drizzle-kit cannot run as installed. It generates into a copy, so the repository is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const api = resolve(import.meta.dirname, '../api');
const copy = mkdtempSync(join(tmpdir(), 'offerboard-migrations-'));
try {
  cpSync(join(api, 'drizzle'), copy, { recursive: true });
  // drizzle-kit prefixes --out with './' and exits 0 on most errors: pass a relative path and judge by its words.
  const run = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'sqlite', '--schema', './src/db/schema.ts', '--out', relative(api, copy)],
    { cwd: api, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = `${run.stdout}${run.stderr}`;
  const written = readdirSync(copy).length !== readdirSync(join(api, 'drizzle')).length;
  if (!output.includes('No schema changes, nothing to migrate') || written) {
    process.stderr.write(
      `${output}\ndrizzle-kit generate did not find the committed schema migrated: either it cannot run as installed, ` +
        'or api/src/db/schema.ts and the newest snapshot in api/drizzle/meta differ. See the README recipe "Add a migration".\n',
    );
    process.exit(1);
  }
  process.stdout.write('Migrations and their newest snapshot match api/src/db/schema.ts.\n');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
