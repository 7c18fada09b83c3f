// Operator command behind `make admin-password`: sets (or creates) the admin's password from the command line.
// Usage: node api/dist/cli/admin-password.js [--email admin@example.com] [--generate] [--if-none]
// Without --generate it asks twice on a terminal, or reads one line from standard input when piped.
// --if-none changes nothing when an admin account already exists (the first deploy uses it).
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AdminUsers, assertPasswordStrength } from '../services/admin-users.js';

function ask(question: string, hidden: boolean): Promise<string> {
  return new Promise((done) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: hidden });
    if (hidden) {
      const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
        write.call(rl, text.startsWith(question) ? question : '');
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      done(answer);
    });
  });
}

async function readPassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (generate) return { password: randomBytes(12).toString('base64url'), generated: true };
  if (!process.stdin.isTTY) return { password: (await ask('', false)).trim(), generated: false };
  const password = await ask('New admin password: ', true);
  if ((await ask('Repeat it: ', true)) !== password) throw new Error("Passwords don't match");
  return { password, generated: false };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, generate: { type: 'boolean' }, 'if-none': { type: 'boolean' } },
  });
  const config = loadConfig();
  const email = (values.email || config.adminEmail).trim().toLowerCase();
  const db = openDatabase(config.databaseFile);
  try {
    const users = new AdminUsers(db);
    if (values['if-none'] && users.exists()) {
      process.stdout.write('An admin account exists already; its password is unchanged.\n');
      return;
    }
    const { password, generated } = await readPassword(values.generate ?? false);
    assertPasswordStrength(password);
    const outcome = await users.setPassword(email, password);
    process.stdout.write(`Admin ${email}: password ${outcome === 'created' ? 'set (new account)' : 'changed'}.\n`);
    if (generated) process.stdout.write(`Generated password (shown once): ${password}\n`);
  } finally {
    db.$client.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
