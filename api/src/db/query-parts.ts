// Pieces of drizzle queries the repositories share: one page of a list, and case-insensitive text tests.
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.js';

/** Rows `limit` at a time, pages counted from 1, as drizzle's guide pages a dynamic query. */
export function onePage<Query extends SQLiteSelect>(query: Query, page: number, limit: number): Query {
  return query.limit(limit).offset((page - 1) * limit);
}

/** The column holds `text` somewhere, in any case. */
export function containsText(column: SQLiteColumn, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}

/** Whether a row of `table` other than `exceptId` already has `value` in `column`, in any case. */
export function valueTaken(
  db: Db,
  table: SQLiteTable & { id: SQLiteColumn },
  column: SQLiteColumn,
  value: string,
  exceptId = 0,
): boolean {
  const clash = db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${column}) = lower(${value}) and ${table.id} <> ${exceptId}`)
    .get();
  return clash !== undefined;
}
