// The query plans of every public call on a catalog with more ended offers than live ones (the bench's history, in
// small): each statement a visitor's call runs reads offers only through an index that starts at today's offers (at
// the 90 days of ended ones /offers?showExpired=true shows), or by id, never a SCAN of the offers table: with the statistics the API's housekeeping gathers at start (PRAGMA
// optimize with an analysis limit), without any, and with a full ANALYZE's. The listing's nearest order and store filters
// look up only the stores with something live (store_offer_totals, migration 0018), not the closed ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { seedBenchData } from '../../src/seed/bench-data.js';
import { ImageStore } from '../../src/services/image-store.js';
import { API, createTestApp, type TestContext } from '../helpers.js';

/**
 * Reading offers this way never touches an ended one: by id, or a range of end days from today after equalities (or
 * a skip-scan, ANY, over a leading column of few values).
 */
const LIVE_READ = /USING (INTEGER PRIMARY KEY|(COVERING )?INDEX \w+ \(((\w+=\?|ANY\(\w+\)) AND )*end_date>\?\))/;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Offer {
  _id: string;
  storeId: { _id: string };
}

const statements: string[] = [];
let context: TestContext;
let offer: Offer;
/** The statements each public call ran, by call (method, address, payload). */
const byCall = new Map<string, string[]>();
/** Each statement's query plan (its steps' details) under each state of the planner's statistics. */
const plansByStatistics = new Map<string, Map<string, string[]>>();

/** The SQL statements one request runs, as the connection ran them (values in place). */
async function statementsOf(request: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) {
  statements.length = 0;
  const response = await context.app.inject({
    method: request.method ?? 'GET',
    ...request,
    url: `${API}${request.url}`,
    headers: { 'user-agent': BROWSER },
  });
  expect(response.statusCode, request.url).toBeLessThan(300);
  // Counted events reach the database at the next flush, which is part of what the call costs.
  if (request.url === '/events') context.app.visitorEvents.flush();
  return statements.filter((sql) => !sql.startsWith('--'));
}

/** Each step of the plan that reads the table (under any alias) and how. */
function tableReads(table: string, sql: string, plan: string[]): string[] {
  const pattern = new RegExp(`\\b${table}\\s+(?:AS\\s+)?(\\w+)`, 'gi');
  const aliases = new Set([table, ...[...sql.matchAll(pattern)].map((match) => match[1])]);
  return plan.filter((detail) => {
    const [, verb, read] = /^(SCAN|SEARCH) (\w+)/.exec(detail) ?? [];
    return verb !== undefined && aliases.has(read ?? '');
  });
}

function planOf(sql: string): string[] {
  const plan = context.app.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>;
  return plan.map((row) => row.detail);
}

/** Every public call a visitor's browser makes, each filter and order of the listing and each kind of search. */
function publicCalls(): Array<{ method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> {
  const listing = (query: string) => ({ url: `/storeads/adswithstore?${query}` });
  return [
    listing('page=1'),
    listing('page=2&limit=12'),
    listing('sort=ending'),
    listing('sort=nearest&lat=9.969&lng=76.29'),
    listing('district=Ernakulam'),
    listing('category=Textiles'),
    listing('location=Aluva'),
    listing('storeName=Royal%20Textiles'),
    listing('offerType=Flat%20Discount'),
    listing('district=Ernakulam&category=Textiles&offerType=Flat%20Discount&sort=ending'),
    listing('searchQuery=sarees'),
    listing('searchQuery=tv'),
    listing('searchQuery=Calicut'),
    listing('searchQuery=sa'),
    listing('searchQuery=biriyani'),
    // /offers?showExpired=true: ended offers too, those the site still keeps pages for (ADR 042).
    listing('showExpired=true'),
    listing('showExpired=true&page=2&sort=ending'),
    listing('showExpired=true&sort=nearest&lat=9.969&lng=76.29'),
    listing('showExpired=true&district=Ernakulam&offerType=Flat%20Discount'),
    listing('showExpired=true&searchQuery=sarees'),
    listing('showExpired=true&searchQuery=tv'),
    listing('showExpired=true&searchQuery=biriyani'),
    { url: '/search/suggestions?q=ko' },
    { url: '/search/suggestions?q=ernakulm' },
    { url: `/storeads/ad/${offer._id}` },
    { url: `/store/${offer.storeId._id}/page` },
    { url: `/storeads/saved?ids=${offer._id},1,2` },
    { url: '/banners' },
    { url: '/category' },
    { url: '/store/names?live=true' },
    { url: '/districts' },
    { url: '/locations?paginated=false' },
    { url: '/offertype?paginated=false' },
    { method: 'PUT', url: `/storeads/click/${offer._id}` },
    { method: 'POST', url: '/events', payload: { type: 'view', offerId: offer._id } },
    { method: 'POST', url: '/events', payload: { type: 'call', storeId: offer.storeId._id } },
  ];
}

describe('query plans of the public calls', () => {
  beforeAll(async () => {
    context = await createTestApp(
      {},
      {
        onStatement: (sql) => statements.push(sql),
        before: async (config) => {
          const db = openDatabase(config.databaseFile);
          const history = { stores: 80, endedOffers: 3000, days: 120, auditPerDay: 1 };
          await seedBenchData(db, new ImageStore(config.uploadsDir), {
            stores: 40,
            ads: 300,
            timeZone: config.regionTz,
            history,
          });
          db.$client.close();
        },
      },
    );
    await context.app.ready();
    const first = await context.app.inject({ url: `${API}/storeads/adswithstore?page=1` });
    offer = (first.json().data as Offer[])[0] as Offer;
    for (const call of publicCalls()) {
      byCall.set(`${call.method ?? 'GET'} ${call.url} ${JSON.stringify(call.payload ?? '')}`, await statementsOf(call));
    }
    const sqlite = context.app.db.$client;
    const plans = () => new Map([...byCall.values()].flat().map((sql) => [sql, planOf(sql)]));
    expect(sqlite.prepare('SELECT count(*) FROM sqlite_stat1').pluck().get()).toBeGreaterThan(0);
    plansByStatistics.set('housekeeping', plans());
    sqlite.exec('DELETE FROM sqlite_stat1; ANALYZE sqlite_schema');
    plansByStatistics.set('none', plans());
    sqlite.exec('ANALYZE');
    plansByStatistics.set('full ANALYZE', plans());
  }, 60_000);

  /** Each call's steps that read the table, under each state of the statistics. */
  function readsOf(table: string, calls: (call: string) => boolean = () => true) {
    return [...plansByStatistics].map(([statistics, plans]) =>
      [...byCall]
        .filter(([call]) => calls(call))
        .flatMap(([call, sqls]) =>
          sqls.flatMap((sql) =>
            tableReads(table, sql, plans.get(sql) ?? []).map((read) => ({ statistics, call, read })),
          ),
        ),
    );
  }

  it('reads offers only by id or from a day on (today, or the 90 days of showExpired) by end day, whatever statistics the planner has, and searches the full-text indexes of live offers unless showExpired', () => {
    for (const reads of readsOf('ads')) {
      expect(reads.length).toBeGreaterThan(20);
      expect(reads.filter(({ read }) => !LIVE_READ.test(read))).toEqual([]);
    }
    const sqlite = context.app.db.$client;

    // A search of today's offers reads the live pair; with showExpired, the full pair, tested against the offers of
    // the end days shown (the window's, not two years').
    const searched = (showExpired: boolean) =>
      new Set(
        [...byCall]
          .filter(([call]) => call.includes('showExpired=true') === showExpired)
          .flatMap(([, sqls]) => sqls.flatMap((sql) => [...sql.matchAll(/\bads_\w*(?:fts|words)\b/g)].map(([t]) => t))),
      );
    expect(searched(false)).toEqual(new Set(['ads_live_fts', 'ads_live_words']));
    expect(searched(true)).toEqual(new Set(['ads_fts', 'ads_words']));
    // The housekeeping at start took the 3,000 ended offers out of them (the admin's full pair keeps them).
    const indexed = (table: string) =>
      sqlite.prepare(`SELECT count(*) FROM ${table} f JOIN ads a ON a.id = f.rowid WHERE a.end_date < ?`).pluck();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(indexed('ads_fts').get(yesterday)).toBeGreaterThan(2_000);
    expect(indexed('ads_live_fts').get(yesterday)).toBe(0);
  });

  it('looks up only the stores with an offer shown today for sort=nearest and the store filters, never every store', () => {
    const listing = (...queries: string[]) => {
      const calls = new Set(queries.map((query) => `GET /storeads/adswithstore?${query} ""`));
      expect([...calls].filter((call) => !byCall.has(call))).toEqual([]);
      return (call: string) => calls.has(call);
    };
    const nearest = listing('sort=nearest&lat=9.969&lng=76.29');
    const storeFilters = ['district=Ernakulam', 'category=Textiles', 'location=Aluva', 'storeName=Royal%20Textiles'];
    const filtered = listing(
      ...storeFilters,
      'district=Ernakulam&category=Textiles&offerType=Flat%20Discount&sort=ending',
    );
    // Nearest, each filter alone and an offer type read stores only by an index or by id (the combined filters may
    // scan the test's 120 stores when the planner's statistics say that is cheaper).
    const single = listing('sort=nearest&lat=9.969&lng=76.29', ...storeFilters, 'offerType=Flat%20Discount');
    for (const table of ['stores', 'store_offer_totals']) {
      for (const reads of readsOf(table, single))
        expect(reads.filter(({ read }) => read.startsWith('SCAN'))).toEqual([]);
    }

    // Nearest reads the stores with an offer ending today or later from their last end day (about as many as on the
    // catalog alone), then their offers; the filters check each store they match by its totals row.
    const byLastEndDay = 'SEARCH t USING COVERING INDEX store_offer_totals_last_end_idx (last_end_date>?)';
    for (const reads of readsOf('store_offer_totals', nearest)) {
      expect(reads.map(({ read }) => read)).toContain(byLastEndDay);
    }
    const byStore = 'SEARCH t USING INTEGER PRIMARY KEY (rowid=?)';
    for (const reads of readsOf('store_offer_totals', filtered)) {
      expect(new Set(reads.map(({ read }) => read))).toEqual(new Set([byStore]));
      expect(new Set(reads.map(({ call }) => call)).size).toBe(5);
    }
    // An offer type alone reads its offers from their own index, and no store but the page's.
    for (const reads of readsOf('store_offer_totals', listing('offerType=Flat%20Discount'))) expect(reads).toEqual([]);
  });
});
