// Which offers the public sees, written once for every place that asks: the listing, a single offer, saved offers,
// store pages, search suggestions and the per-store report. Built with drizzle for the report and rendered once, at
// load, to SQL text on the ads aliased `a` for the prepared statements, comparing with the bound parameter @today.
import { and, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn, SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { ads } from '../../db/schema.js';

interface OfferDays {
  startDate: SQLiteColumn;
  endDate: SQLiteColumn;
  pausedAt: SQLiteColumn;
  published: SQLiteColumn;
}

/**
 * Published (approved, if an owner submitted it), started and not paused: the public can open it (an ended one too,
 * so an old link can say it expired).
 */
export function startedOn(offer: OfferDays, today: SQL | string): SQL {
  return and(lte(offer.startDate, today), isNull(offer.pausedAt), sql`${offer.published} = 1`) as SQL;
}

/** Started, not ended (the end day is valid until its last moment) and not paused: the public lists it today. */
export function visibleOn(offer: OfferDays, today: SQL | string): SQL {
  return and(startedOn(offer, today), gte(offer.endDate, today)) as SQL;
}

const dialect = new SQLiteSyncDialect();
const aliased = alias(ads, 'a');
const boundToday = sql.raw('@today');

export const STARTED_OFFER = dialect.sqlToQuery(startedOn(aliased, boundToday)).sql;
export const VISIBLE_OFFER = dialect.sqlToQuery(visibleOn(aliased, boundToday)).sql;
