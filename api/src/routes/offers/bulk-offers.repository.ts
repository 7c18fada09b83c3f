// SQL for bulk actions on ads: each in one transaction, all of the ids or none of them.
import type Database from 'better-sqlite3';
import { notFoundAmong } from '../../lib/bulk.js';
import { parseImages } from './offer-view.js';

export class BulkOffersRepository {
  private readonly statements;

  constructor(private readonly sqlite: Database.Database) {
    this.statements = {
      delete: sqlite.prepare('DELETE FROM ads WHERE id = ? RETURNING images'),
      extend: sqlite.prepare(
        "UPDATE ads SET end_date = date(end_date, '+' || @days || ' days') WHERE id = @id RETURNING end_date",
      ),
      pausedAt: sqlite.prepare('SELECT paused_at AS pausedAt FROM ads WHERE id = ?'),
      setPausedAt: sqlite.prepare('UPDATE ads SET paused_at = @pausedAt WHERE id = @id'),
    };
  }

  /** Deletes every ad and returns the image paths they held. */
  deleteMany(ids: readonly number[]): string[] {
    return this.sqlite.transaction(() => {
      const rows = ids.map((id) => this.statements.delete.get(id) as { images: string } | undefined);
      const missing = rows.filter((row) => !row).length;
      if (missing > 0) throw notFoundAmong(missing, 'offer');
      return rows.flatMap((row) => parseImages(row?.images ?? '[]'));
    })();
  }

  /** Moves each ad's end date `days` later. */
  extendMany(ids: readonly number[], days: number): void {
    this.sqlite.transaction(() => {
      const missing = ids.filter((id) => !this.statements.extend.get({ id, days })).length;
      if (missing > 0) throw notFoundAmong(missing, 'offer');
    })();
  }

  /** Pauses (hides from the public site) or resumes each ad; returns how many changed (the others already were). */
  setPaused(ids: readonly number[], paused: boolean, now = Date.now()): number {
    return this.sqlite.transaction(() => {
      const rows = ids.map((id) => this.statements.pausedAt.get(id) as { pausedAt: number | null } | undefined);
      const missing = rows.filter((row) => !row).length;
      if (missing > 0) throw notFoundAmong(missing, 'offer');
      const changing = ids.filter((_, index) => (rows[index]?.pausedAt !== null) !== paused);
      for (const id of changing) this.statements.setPausedAt.run({ id, pausedAt: paused ? now : null });
      return changing.length;
    })();
  }
}
