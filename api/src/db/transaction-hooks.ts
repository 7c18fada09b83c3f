// Lets the app act inside every outermost transaction of its one connection, first thing and just before it commits:
// the audit log writes a request's entries there, so that a change and its entry commit together or not at all.
// Covers `db.transaction` (drizzle runs it through the connection's) and `$client.transaction` alike.
import type Database from 'better-sqlite3';

interface TransactionHooks {
  /** Runs first inside an outermost transaction. */
  begin(): void;
  /** Runs last inside an outermost transaction whose work did not throw; throwing rolls it all back. */
  beforeCommit(): void;
}

export function addTransactionHooks(sqlite: Database.Database, hooks: TransactionHooks): void {
  const transaction = sqlite.transaction.bind(sqlite);
  let depth = 0;
  sqlite.transaction = ((work: (...args: unknown[]) => unknown) =>
    transaction(function (this: unknown, ...args: unknown[]) {
      depth++;
      try {
        if (depth === 1) hooks.begin();
        const result = work.apply(this, args);
        if (depth === 1) hooks.beforeCommit();
        return result;
      } finally {
        depth--;
      }
    })) as typeof sqlite.transaction;
}
