// The ad listings (public and admin): filters, full-text search, visibility and paging in two queries.
//
// Each combination of filters present gets its own SQL (so SQLite plans each with the right indexes), prepared once
// and reused. Filters by name resolve through the small tables' indexes; search goes through the trigram FTS index
// (substrings) and the word FTS index (short words at word starts, synonyms), the live pair of them for visitors.
// Without search, a count and a page query are both cheap index walks. With search, the matching set costs most, so
// it is computed once: the sorted matching ids give the total, and only the page's ids are then joined into views.
import { endingSoonUntil, type OfferStatus } from '@offerboard/shared-types/offer-status';
import type Database from 'better-sqlite3';
import type { OfferFilter } from './offer-filters.js';
import { distanceKm, type OfferOrder, type OfferSort, orderBy, orderParams } from './offer-order.js';
import { OFFER_VIEW_SELECT, type OfferViewData, type OfferViewRow, toOfferView } from './offer-view.js';
import { STARTED_OFFER, VISIBLE_OFFER } from './offer-visibility.js';

/**
 * current: started, not ended and not paused (the public listing); started: also ended ones; all: the admin's view,
 * paused ones included.
 */
export type Visibility = 'current' | 'started' | 'all';

type ListingStatements =
  | { kind: 'countAndPage'; count: Database.Statement; page: Database.Statement; pageIds: Database.Statement }
  | { kind: 'matchingIds'; ids: Database.Statement };

type Params = Record<string, string | number>;

interface ListOptions {
  filter: OfferFilter;
  visibility: Visibility;
  today: string;
  page: number;
  limit: number;
  order?: OfferOrder;
}

/** Rows `pageInBatches` reads at once: few enough (about 340 KB) to be garbage before V8 promotes them. */
const ROWS_PER_BATCH = 100;

/** The filter's values bound by name; each one present adds a condition. */
const NAMED_VALUES = [
  'storeName',
  'category',
  'district',
  'location',
  'offerType',
  'match',
  'words',
  'endsFrom',
  'endsBefore',
] as const;

const VISIBILITY: Record<Visibility, string | undefined> = {
  current: VISIBLE_OFFER,
  started: STARTED_OFFER,
  all: undefined,
};

/** The admin's status filter: the conditions of `offerStatus` (shared-types), in SQL; @soon is `endingSoonUntil`. */
const STATUS: Record<OfferStatus, string> = {
  paused: 'a.paused_at IS NOT NULL',
  expired: 'a.paused_at IS NULL AND a.end_date < @today',
  scheduled: 'a.paused_at IS NULL AND a.start_date > @today AND a.end_date >= @today',
  'ending-soon': 'a.paused_at IS NULL AND a.start_date <= @today AND a.end_date BETWEEN @today AND @soon',
  live: 'a.paused_at IS NULL AND a.start_date <= @today AND a.end_date > @soon',
};

/**
 * The stores a filter by store, category, place or district keeps, as a condition on the offers: read by their own
 * indexes (name, category, place: a place or district is a list of places), whatever statistics the planner has. With
 * a first end day, each one's running totals row (by primary key, migration 0018) drops those without an offer shown
 * from that day on before their offers are looked up: the thousands closed over the years cost a small lookup each,
 * not a seek into ads_store_days_idx (the `+` keeps the matching stores read first, as they are the fewer).
 */
function storeFilter(filter: OfferFilter, fromDay: string | undefined): string | undefined {
  const conditions: string[] = [];
  if (filter.storeName) conditions.push('s.store_name = @storeName COLLATE NOCASE');
  if (filter.category) conditions.push('s.category_id IN (SELECT id FROM categories WHERE lower(title) = @category)');
  if (filter.location)
    conditions.push('s.location_id IN (SELECT id FROM locations WHERE lower(location_name) = @location)');
  if (filter.district) {
    const districts = 'SELECT id FROM districts WHERE lower(title) = @district';
    conditions.push(`s.location_id IN (SELECT id FROM locations WHERE district_id IN (${districts}))`);
  }
  if (conditions.length === 0) return undefined;
  if (fromDay) conditions.push(`+t.last_end_date >= ${fromDay}`);
  const live = fromDay ? ' JOIN store_offer_totals t ON t.store_id = s.id' : '';
  return `a.store_id IN (SELECT s.id FROM stores s${live} WHERE ${conditions.join(' AND ')})`;
}

/**
 * `live`: the public listing searches the live pair of indexes (offers ending from live_search_window's day on, so a
 * term's matches are today's, not two years' worth: migration 0017), reads today's offers from their index
 * (ads_live_idx) and tests each against the matches (a `+` keeps SQLite from looking every match up by id instead);
 * the admin's and showExpired, over every offer, search the full pair and look the matches up.
 */
function searchConditions(filter: OfferFilter, live: boolean, byEndDays: boolean): string[] {
  const id = byEndDays ? '+a.id' : 'a.id';
  const [trigrams, words] = live ? ['ads_live_fts', 'ads_live_words'] : ['ads_fts', 'ads_words'];
  const substrings = filter.shortTerms.map((_, index) => `instr(lower(body), @short${index}) > 0`);
  if (filter.match) substrings.unshift(`${trigrams} MATCH @match`);
  const conditions =
    substrings.length > 0 ? [`${id} IN (SELECT rowid FROM ${trigrams} WHERE ${substrings.join(' AND ')})`] : [];
  if (filter.words) conditions.push(`${id} IN (SELECT rowid FROM ${words} WHERE ${words} MATCH @words)`);
  return conditions;
}

function searches(filter: OfferFilter): boolean {
  return Boolean(filter.match || filter.words || filter.shortTerms.length > 0);
}

/**
 * The first end day the offers are read from, as a bound parameter: today's for the public listing, endsFrom for its
 * ended ones (showExpired); undefined when they are read from every end day (the admin's, an open-ended bound).
 */
function firstEndDay(filter: OfferFilter, visibility: Visibility): string | undefined {
  if (visibility === 'current') return '@today';
  return visibility === 'started' && filter.endsFrom !== undefined ? '@endsFrom' : undefined;
}

/**
 * The tables the matching offers are read from. Nearest orders by the stores' positions: for today's listing it reads
 * the stores with an offer shown today (store_offer_totals by last end day, migration 0018) and their offers by
 * ads_store_days_idx, rather than every store ever listed or every live offer and its store. showExpired's 90 days of
 * ended offers reach nearly every store (4,968 of the history's 5,000), so it reads the stores as they come.
 */
function matchingFrom(sort: OfferSort, visibility: Visibility): string {
  if (sort !== 'nearest') return 'ads a';
  if (visibility !== 'current') return 'ads a JOIN stores s ON s.id = a.store_id';
  return 'store_offer_totals t JOIN stores s ON s.id = t.store_id AND t.last_end_date >= @today JOIN ads a ON a.store_id = s.id';
}

function whereClause(filter: OfferFilter, visibility: Visibility): string {
  const fromDay = firstEndDay(filter, visibility);
  const conditions = [
    VISIBILITY[visibility],
    filter.status ? STATUS[filter.status] : undefined,
    filter.endsFrom ? 'a.end_date >= @endsFrom' : undefined,
    filter.endsBefore ? 'a.end_date < @endsBefore' : undefined,
    filter.offerType ? 'a.offer_type_id IN (SELECT id FROM offer_types WHERE lower(title) = @offerType)' : undefined,
    storeFilter(filter, fromDay),
    ...searchConditions(filter, visibility === 'current', fromDay !== undefined),
  ].filter((condition): condition is string => condition !== undefined);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** Which parts the SQL has: filters present, the number of short terms and the order, not their values. */
function shapeOf(filter: OfferFilter, visibility: Visibility, sort: OfferSort): string {
  const present = NAMED_VALUES.map((key) => (filter[key] ? 1 : 0)).join('');
  return `${visibility}:${filter.status ?? ''}:${present}:${filter.shortTerms.length}:${sort}`;
}

function paramsOf(filter: OfferFilter, today: string, order: OfferOrder): Params {
  const params: Params = { today, soon: endingSoonUntil(today), ...orderParams(order) };
  for (const key of NAMED_VALUES) {
    const value = filter[key];
    if (value) params[key] = value;
  }
  filter.shortTerms.forEach((term, index) => {
    params[`short${index}`] = term;
  });
  return params;
}

function inIdOrder(ids: number[], rows: OfferViewRow[]): OfferViewRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export class OfferListingRepository {
  private readonly statements = new Map<string, ListingStatements>();
  private readonly viewsByIds;
  private readonly startedViewsByIds;

  constructor(private readonly sqlite: Database.Database) {
    const byIds = `${OFFER_VIEW_SELECT} WHERE a.id IN (SELECT value FROM json_each(@ids))`;
    this.viewsByIds = sqlite.prepare(byIds);
    this.startedViewsByIds = sqlite.prepare(`${byIds} AND ${STARTED_OFFER}`);
  }

  /** The ads with these ids that have started and are not paused (ended ones too), in the order of the ids. */
  startedByIds(ids: number[], today: string): OfferViewData[] {
    const rows = this.startedViewsByIds.all({ ids: JSON.stringify(ids), today }) as OfferViewRow[];
    return inIdOrder(ids, rows).map(toOfferView);
  }

  /** One page of matching ads in the given order (newest first by default), and how many match in all. */
  list(options: ListOptions): { ads: OfferViewData[]; total: number } {
    const { order, statements, params, offset } = this.query(options);
    const view = (row: OfferViewRow): OfferViewData =>
      order.sort === 'nearest'
        ? { ...toOfferView(row), distanceKm: distanceKm(order.point, row.latitude, row.longitude) }
        : toOfferView(row);
    if (statements.kind === 'matchingIds') {
      const ids = statements.ids.all(params) as number[];
      const pageIds = ids.slice(offset, offset + options.limit);
      const rows = pageIds.length > 0 ? (this.viewsByIds.all({ ids: JSON.stringify(pageIds) }) as OfferViewRow[]) : [];
      return { ads: inIdOrder(pageIds, rows).map(view), total: ids.length };
    }
    const total = (statements.count.get(params) as { total: number }).total;
    const rows =
      offset < total ? (statements.page.all({ ...params, limit: options.limit, offset }) as OfferViewRow[]) : [];
    return { ads: rows.map(view), total };
  }

  /**
   * How many match in all, and the page's rows in order, read a hundred at a time as the caller iterates: nothing is
   * being read between two batches, so other requests use the connection meanwhile. The admin's export reads 1,000
   * rows a page: read at once (3.4 MB of row objects, then their views), they outlived V8's young generation and piled
   * up in its old space, about 2.5 MB a page, until a full collection (docs/scaling.md, "Export").
   */
  pageInBatches(options: ListOptions): { total: number; batches: Generator<OfferViewRow[]> } {
    const { pageIds, total } = this.pageIds(options);
    return { total, batches: this.batchesOf(pageIds) };
  }

  private *batchesOf(pageIds: number[]): Generator<OfferViewRow[]> {
    for (let start = 0; start < pageIds.length; start += ROWS_PER_BATCH) {
      const ids = pageIds.slice(start, start + ROWS_PER_BATCH);
      yield inIdOrder(ids, this.viewsByIds.all({ ids: JSON.stringify(ids) }) as OfferViewRow[]);
    }
  }

  /** The statements for the options' filter and order, their parameters and the page's offset. */
  private query(options: ListOptions) {
    const order = options.order ?? { sort: 'newest' as const };
    return {
      order,
      statements: this.statementsFor(options.filter, options.visibility, order.sort),
      params: paramsOf(options.filter, options.today, order),
      offset: (options.page - 1) * options.limit,
    };
  }

  private pageIds(options: ListOptions): { pageIds: number[]; total: number } {
    const { statements, params, offset } = this.query(options);
    if (statements.kind === 'matchingIds') {
      const ids = statements.ids.all(params) as number[];
      return { pageIds: ids.slice(offset, offset + options.limit), total: ids.length };
    }
    const total = (statements.count.get(params) as { total: number }).total;
    const page = { ...params, limit: options.limit, offset };
    return { pageIds: offset < total ? (statements.pageIds.all(page) as number[]) : [], total };
  }

  private statementsFor(filter: OfferFilter, visibility: Visibility, sort: OfferSort): ListingStatements {
    const shape = shapeOf(filter, visibility, sort);
    let prepared = this.statements.get(shape);
    if (!prepared) {
      const where = whereClause(filter, visibility);
      const fromDay = firstEndDay(filter, visibility);
      const order = orderBy(sort, fromDay !== undefined);
      const matching = `SELECT a.id FROM ${matchingFrom(sort, visibility)} ${where} ${order}`;
      prepared = searches(filter)
        ? { kind: 'matchingIds', ids: this.sqlite.prepare(matching).pluck() }
        : {
            kind: 'countAndPage',
            count: this.sqlite.prepare(`SELECT count(*) AS total FROM ads a ${where}`),
            page: this.sqlite.prepare(
              `${OFFER_VIEW_SELECT} WHERE a.id IN (${matching} LIMIT @limit OFFSET @offset) ${order}`,
            ),
            pageIds: this.sqlite.prepare(`${matching} LIMIT @limit OFFSET @offset`).pluck(),
          };
      this.statements.set(shape, prepared);
    }
    return prepared;
  }
}
