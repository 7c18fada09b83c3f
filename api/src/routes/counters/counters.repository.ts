// SQL for the running totals the admin can reset (visitors, ad clicks) and the category clicks kept on categories.
import type Database from 'better-sqlite3';
import type { CounterName } from './schema.js';

/** The counters kept as a row of the counters table (category clicks are the sum over categories). */
export type StoredTotal = Extract<CounterName, 'visitors' | 'adClicks'>;
/** The running totals the admin reads and resets. */
type RunningTotal = StoredTotal | 'categoryClicks';

export class CountersRepository {
  private readonly statements;

  constructor(private readonly sqlite: Database.Database) {
    this.statements = {
      increment: sqlite.prepare(
        `INSERT INTO counters (name, value) VALUES (?, 1)
         ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
      ),
      get: sqlite.prepare('SELECT value FROM counters WHERE name = ?'),
      reset: sqlite.prepare(
        'INSERT INTO counters (name, value) VALUES (?, 0) ON CONFLICT(name) DO UPDATE SET value = 0',
      ),
      categoryClicks: sqlite.prepare('SELECT coalesce(sum(clicks), 0) AS value FROM categories'),
      resetCategoryClicks: sqlite.prepare('UPDATE categories SET clicks = 0 WHERE clicks <> 0'),
    };
  }

  /** Adds one and returns the new total. */
  increment(name: StoredTotal): number {
    return (this.statements.increment.get(name) as { value: number }).value;
  }

  get(name: RunningTotal): number {
    if (name === 'categoryClicks') return (this.statements.categoryClicks.get() as { value: number }).value;
    return (this.statements.get.get(name) as { value: number } | undefined)?.value ?? 0;
  }

  reset(name: RunningTotal): void {
    this.sqlite.transaction(() => {
      if (name === 'categoryClicks') this.statements.resetCategoryClicks.run();
      else this.statements.reset.run(name);
    })();
  }
}
