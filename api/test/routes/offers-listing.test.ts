import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  day,
  insertedStoreView,
  insertOffer,
  insertStore,
  offerFields,
  pngFiles,
  sendOfferForm,
  today,
} from '../fixtures/offers-fixtures.js';
import { API, createTestApp, type TestContext } from '../helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

interface Listing {
  data: Array<{ _id: string }>;
  totalAds: number;
  totalPages: number;
  currentPage: number;
}

/** Three stores in three districts with one current offer each, plus an expired and a future one. */
async function setUp() {
  const context = await createTestApp();
  const silk = insertStore(context, {
    storeName: 'Silk House',
    category: 'Textiles',
    district: 'Ernakulam',
    location: 'Aluva',
  });
  const spice = insertStore(context, {
    storeName: 'Spice Route',
    category: 'Restaurants',
    district: 'Kozhikode',
    location: 'Beach Road',
  });
  const gadget = insertStore(context, {
    storeName: 'Gadget Zone',
    category: 'Electronics',
    district: 'Thrissur',
    location: 'Round North',
  });
  const offers = {
    saree: insertOffer(context, {
      storeId: silk,
      offerType: 'Flat Discount',
      title: 'Onam Special',
      description: 'Onam silk saree sale',
    }),
    biryani: insertOffer(context, {
      storeId: spice,
      offerType: 'Buy One Get One',
      title: 'Biryani Feast',
      description: 'Biryani for two',
    }),
    laptop: insertOffer(context, {
      storeId: gadget,
      offerType: 'Combo Offer',
      title: 'Back to School',
      description: 'Laptop with bag',
    }),
    expired: insertOffer(context, { storeId: silk, startDate: day(-10), endDate: day(-1), description: 'Old sale' }),
    future: insertOffer(context, { storeId: spice, startDate: day(1), endDate: day(5), description: 'Coming soon' }),
  };
  return { ...context, stores: { silk, spice, gadget }, ads: offers };
}

async function list(app: TestContext['app'], query = '', headers: Record<string, string> = {}) {
  const path = headers.authorization ? 'adswithstoreadmin' : 'adswithstore';
  const response = await app.inject({ method: 'GET', url: `${API}/storeads/${path}?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Listing;
}

async function ids(app: TestContext['app'], query = '', headers: Record<string, string> = {}) {
  return (await list(app, query, headers)).data.map((offer) => Number(offer._id));
}

describe('GET /storeads/adswithstore', () => {
  it('lists current offers newest first with their store, without a token', async () => {
    const { app, ads: offers, stores } = await setUp();

    const listing = await list(app);

    expect(listing).toEqual({
      data: [expect.objectContaining({ _id: String(offers.laptop) }), expect.anything(), expect.anything()],
      totalAds: 3,
      totalPages: 1,
      currentPage: 1,
    });
    expect(listing.data.map((offer) => Number(offer._id))).toEqual([offers.laptop, offers.biryani, offers.saree]);
    expect(listing.data[2]).toEqual({
      _id: String(offers.saree),
      storeId: insertedStoreView(stores.silk, 'Silk House'),
      storeName: 'Silk House',
      title: 'Onam Special',
      description: 'Onam silk saree sale',
      offerType: 'Flat Discount',
      category: 'Textiles',
      startDate: today(),
      endDate: day(7),
      adsImages: [expect.stringMatching(/^uploads\/ads\/fixture\d+\.400x300\.webp$/)],
      clicks: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('adds expired offers with showExpired=true, never future ones', async () => {
    const { app, ads: offers } = await setUp();

    expect(await ids(app, 'showExpired=true')).toEqual([offers.expired, offers.laptop, offers.biryani, offers.saree]);
    expect(await ids(app, 'showExpired=false')).toEqual([offers.laptop, offers.biryani, offers.saree]);
  });

  it('bounds the last day with endsFrom and endsBefore: what the prerender reads (the visible offers, from today on)', async () => {
    const context = await setUp();
    const { app, ads: offers, stores } = context;
    const longGone = insertOffer(context, {
      storeId: stores.silk,
      startDate: day(-120),
      endDate: day(-91),
      description: 'Old sale',
    });
    const lastKept = insertOffer(context, { storeId: stores.silk, startDate: day(-100), endDate: day(-90) });

    // Without a bound, showExpired adds the offers whose pages the site keeps (90 days), read by end day.
    expect(await ids(app, 'showExpired=true&searchQuery=old%20sale')).toEqual([offers.expired]);
    expect(await ids(app, 'showExpired=true')).toEqual([
      lastKept,
      offers.expired,
      offers.laptop,
      offers.biryani,
      offers.saree,
    ]);

    expect(await ids(app, `showExpired=true&endsFrom=${day(-90)}`)).toEqual([
      lastKept,
      offers.expired,
      offers.laptop,
      offers.biryani,
      offers.saree,
    ]);
    expect(await ids(app, `showExpired=true&endsBefore=${day(-90)}`)).toEqual([longGone]);
    expect(await ids(app, `showExpired=true&endsFrom=${day(-91)}&endsBefore=${day(-1)}`)).toEqual([lastKept, longGone]);
    expect(await ids(app, `showExpired=true&endsFrom=${day(-1)}&endsBefore=${day(0)}`)).toEqual([offers.expired]);
  });

  it('filters by store, category, district, location and offer type, case-insensitively', async () => {
    const { app, ads: offers } = await setUp();

    expect(await ids(app, 'storeName=%20silk%20HOUSE%20')).toEqual([offers.saree]);
    expect(await ids(app, 'category=RESTAURANTS')).toEqual([offers.biryani]);
    expect(await ids(app, 'district=thrissur')).toEqual([offers.laptop]);
    expect(await ids(app, 'location=beach%20road')).toEqual([offers.biryani]);
    expect(await ids(app, 'offerType=combo%20offer')).toEqual([offers.laptop]);
    expect(await ids(app, 'district=Ernakulam&category=Textiles&showExpired=true')).toEqual([
      offers.expired,
      offers.saree,
    ]);
    expect(await ids(app, 'storeName=Silk%20House&offerType=Combo%20Offer')).toEqual([]);
    expect(await ids(app, 'storeName=&category=%20%20&district=')).toEqual([
      offers.laptop,
      offers.biryani,
      offers.saree,
    ]);
    expect(await list(app, 'district=Wayanad')).toEqual({ data: [], totalAds: 0, totalPages: 1, currentPage: 1 });
  });

  it('searches the description, title, offer type, store, category, district and location, every term required, short ones at word starts', async () => {
    const { app, ads: offers } = await setUp();
    const search = (query: string) => ids(app, `searchQuery=${encodeURIComponent(query)}`);

    expect(await search('SAREE')).toEqual([offers.saree]);
    expect(await search('feast')).toEqual([offers.biryani]);
    expect(await search('buy get')).toEqual([offers.biryani]);
    expect(await search('one')).toEqual([offers.biryani]);
    expect(await search('spice')).toEqual([offers.biryani]);
    expect(await search('electronics')).toEqual([offers.laptop]);
    expect(await search('Kozhikode')).toEqual([offers.biryani]);
    expect(await search('round north')).toEqual([offers.laptop]);
    expect(await search('  onam   silk ')).toEqual([offers.saree]);
    expect(await search('silk biryani')).toEqual([]);
    expect(await search('ko')).toEqual([offers.biryani]);
    expect(await search('ro sp')).toEqual([offers.biryani]);
    expect(await search('e')).toEqual([offers.laptop, offers.saree]);
  });

  it('uses the first 8 terms and reads quotes and operators as plain text', async () => {
    const { app, ads: offers } = await setUp();
    const search = (query: string) => ids(app, `searchQuery=${encodeURIComponent(query)}`);

    expect(await search('onam silk saree sale flat discount house textiles nomatch')).toEqual([offers.saree]);
    expect(await search('onam silk saree sale flat discount nomatch textiles')).toEqual([]);
    for (const hostile of ['"', '""', 'sale" OR "biryani', '* OR NEAR(', 'biryani*', "'; DROP TABLE ads; --", '^on']) {
      expect(await search(hostile)).toEqual([]);
    }
    expect(await search('biryani OR silk')).toEqual([]);
  });

  it('reads control characters in search and filters as spaces, public and admin, so a NUL never reaches FTS5', async () => {
    const { app, ads: offers, auth } = await setUp();

    for (const headers of [{}, auth]) {
      expect(await ids(app, 'searchQuery=saree%00', headers)).toEqual([offers.saree]);
      expect(await ids(app, 'searchQuery=%00', headers)).toEqual(await ids(app, '', headers));
      expect(await ids(app, 'searchQuery=biryani%00feast%09%1F%7F', headers)).toEqual([offers.biryani]);
      expect(await ids(app, 'searchQuery=%22sal%00e%22', headers)).toEqual([]);
      expect(await ids(app, 'storeName=Silk%20House%0A&category=%00Textiles', headers)).toEqual(
        await ids(app, 'storeName=Silk%20House&category=Textiles', headers),
      );
    }
  });

  it('finds an offer by its store name after the store is renamed', async () => {
    const { app, ads: offers, stores } = await setUp();
    app.db.$client.prepare("UPDATE stores SET store_name = 'Royal Weaves' WHERE id = ?").run(stores.silk);

    expect(await ids(app, 'searchQuery=royal')).toEqual([offers.saree]);
    expect(await ids(app, 'searchQuery=house')).toEqual([]);
    expect(await ids(app, 'searchQuery=roy')).toEqual([offers.saree]);
    expect(await ids(app, 'searchQuery=hou')).toEqual([]);
    expect(await ids(app, 'storeName=royal%20weaves')).toEqual([offers.saree]);
  });

  it('pages through the offers with the totals', async () => {
    const context = await createTestApp();
    const storeId = insertStore(context, { storeName: 'Many Deals' });
    const created = Array.from({ length: 30 }, () => insertOffer(context, { storeId })).reverse();

    const first = await list(context.app);
    const third = await list(context.app, 'page=3');
    const beyond = await list(context.app, 'page=4');
    const home = await list(context.app, 'limit=8');
    const all = await ids(context.app, 'limit=48');

    expect(first.data.map((offer) => Number(offer._id))).toEqual(created.slice(0, 12));
    expect({ ...first, data: first.data.length }).toEqual({ data: 12, totalAds: 30, totalPages: 3, currentPage: 1 });
    expect(third.data.map((offer) => Number(offer._id))).toEqual(created.slice(24));
    expect(beyond).toEqual({ data: [], totalAds: 30, totalPages: 3, currentPage: 4 });
    expect({ ...home, data: home.data.length }).toEqual({ data: 8, totalAds: 30, totalPages: 4, currentPage: 1 });
    expect(all).toEqual(created);
  });

  it('answers 400 with a message for bad paging, over-long or repeated filters', async () => {
    const { app } = await setUp();
    const long = 'x'.repeat(10_000);
    const queries = [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'limit=0',
      'limit=49',
      'limit=100000',
      'limit=NaN',
      'page=Infinity',
      'page=-Infinity',
      'page=1e400',
      'limit=-Infinity',
      'page=9007199254740993',
      `searchQuery=${long}`,
      `storeName=${long}`,
      'district=Kollam&district=Idukki',
      'showExpired=maybe',
      'endsFrom=yesterday',
      'endsBefore=2026-02-30',
    ];
    for (const query of queries) {
      const response = await app.inject({ method: 'GET', url: `${API}/storeads/adswithstore?${query}` });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('switches at midnight in the region: an offer ending today is shown until 23:59:59 IST', async () => {
    const { app } = await createTestApp();
    const storeId = insertStore({ app }, { storeName: 'Night Owl' });
    const endsToday = insertOffer({ app }, { storeId, startDate: '2031-03-01', endDate: '2031-03-10' });
    const startsTomorrow = insertOffer({ app }, { storeId, startDate: '2031-03-11', endDate: '2031-03-20' });
    const detail = (id: number) => app.inject({ method: 'GET', url: `${API}/storeads/ad/${id}` });
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(new Date('2031-03-10T18:29:59.000Z'));
    expect(await ids(app)).toEqual([endsToday]);
    expect((await detail(startsTomorrow)).statusCode).toBe(404);

    vi.setSystemTime(new Date('2031-03-10T18:30:00.000Z'));
    expect(await ids(app)).toEqual([startsTomorrow]);
    expect(await ids(app, 'showExpired=true')).toEqual([startsTomorrow, endsToday]);
    expect((await detail(startsTomorrow)).statusCode).toBe(200);
    expect((await detail(endsToday)).json()).toMatchObject({ _id: String(endsToday), endDate: '2031-03-10' });
  });
});

describe('public cache', () => {
  it('serves a repeated listing from the cache until an admin write, which shows the change at once', async () => {
    const context = await setUp();
    const { app, stores } = context;
    expect((await list(app)).totalAds).toBe(3);
    insertOffer(context, { storeId: stores.gadget });
    expect((await list(app)).totalAds).toBe(3);

    const created = await sendOfferForm(context, 'POST', stores.silk, offerFields(), await pngFiles(1));

    expect(created.statusCode).toBe(201);
    const listing = await list(app);
    expect(listing.totalAds).toBe(5);
    expect(listing.data[0]?._id).toBe(created.json()._id);
  });

  it("does not keep the prerender's reads bounded by end day (each asked once) in the cache; a visitor's stay", async () => {
    const context = await setUp();
    const { app, stores } = context;
    const bounded = `showExpired=true&endsFrom=${day(-5)}`;
    expect((await list(app, bounded)).totalAds).toBe(4);
    expect((await list(app, 'showExpired=true')).totalAds).toBe(4);
    insertOffer(context, { storeId: stores.gadget });

    expect((await list(app, bounded)).totalAds).toBe(5);
    expect((await list(app, 'showExpired=true')).totalAds).toBe(4);
  });

  it('shows an edit and a delete on the detail page at once', async () => {
    const context = await setUp();
    const created = (
      await sendOfferForm(context, 'POST', context.stores.silk, offerFields(), await pngFiles(1))
    ).json();
    const detail = () => context.app.inject({ method: 'GET', url: `${API}/storeads/ad/${created._id}` });
    expect((await detail()).json().description).toBe('Flat 20% off on all silk sarees');

    await sendOfferForm(
      context,
      'PUT',
      created._id,
      offerFields({ description: 'Now 40% off', existingImages: created.adsImages }),
      [],
    );
    expect((await detail()).json().description).toBe('Now 40% off');

    await context.app.inject({ method: 'DELETE', url: `${API}/storeads/${created._id}`, headers: context.auth });
    expect((await detail()).statusCode).toBe(404);
  });
});

describe('GET /storeads/adswithstoreadmin', () => {
  it('lists every ad, future and expired included, 10 a page by default', async () => {
    const { app, auth, ads: offers } = await setUp();

    const listing = await list(app, '', auth);

    expect(listing.data.map((offer) => Number(offer._id))).toEqual([
      offers.future,
      offers.expired,
      offers.laptop,
      offers.biryani,
      offers.saree,
    ]);
    expect({ ...listing, data: undefined }).toEqual({ totalAds: 5, totalPages: 1, currentPage: 1 });
  });

  it('applies the same filters and search, and pages up to 1000 rows', async () => {
    const { app, auth, ads: offers } = await setUp();

    expect(await ids(app, 'storeName=SILK%20HOUSE', auth)).toEqual([offers.expired, offers.saree]);
    expect(await ids(app, 'searchQuery=coming', auth)).toEqual([offers.future]);
    expect(await ids(app, 'district=Kozhikode&searchQuery=sp', auth)).toEqual([offers.future, offers.biryani]);
    expect(await list(app, 'limit=2&page=2', auth)).toEqual({
      data: [
        expect.objectContaining({ _id: String(offers.laptop) }),
        expect.objectContaining({ _id: String(offers.biryani) }),
      ],
      totalAds: 5,
      totalPages: 3,
      currentPage: 2,
    });
    expect((await list(app, 'limit=1000', auth)).data).toHaveLength(5);
  });

  it("reads a page of up to 1,000 rows a hundred at a time, in order, with each offer's review", async () => {
    const statements: string[] = [];
    const context = await createTestApp({}, { onStatement: (sql) => statements.push(sql) });
    const store = insertStore(context, { storeName: 'Long History', district: 'Ernakulam', location: 'Aluva' });
    const offers = Array.from({ length: 250 }, (_, index) =>
      insertOffer(context, { storeId: store, description: `Batch sale ${index}` }),
    ).reverse();
    // An owner's pending change on an offer of the second hundred.
    context.app.db.$client
      .prepare(
        `INSERT INTO review_items (ad_id, store_id, kind, status, title, submitted_by, submitted_at)
         VALUES (?, ?, 'change', 'pending', 'Batch sale', 'owner@example.com', ?)`,
      )
      .run(offers[150], store, Date.now());
    const byIdBatches = () => statements.splice(0).filter((sql) => sql.includes('FROM json_each')).length;
    const get = async (query: string) => {
      statements.length = 0;
      const response = await context.app.inject({
        url: `${API}/storeads/adswithstoreadmin?${query}`,
        headers: context.auth,
      });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.json<Omit<Listing, 'data'> & { data: Array<{ _id: string; review?: { status: string } }> }>();
    };

    for (const query of ['limit=1000', 'limit=1000&searchQuery=batch%20sale']) {
      const page = await get(query);
      expect(page.data.map((offer) => Number(offer._id))).toEqual(offers);
      expect({ ...page, data: undefined }).toEqual({ totalAds: 250, totalPages: 1, currentPage: 1 });
      expect(page.data.filter((offer) => offer.review).map((offer) => Number(offer._id))).toEqual([offers[150]]);
      expect(byIdBatches()).toBe(3);
    }
    expect((await get('limit=120&page=2')).data.map((offer) => Number(offer._id))).toEqual(offers.slice(120, 240));
    expect(await get('limit=1000&page=2')).toEqual({ data: [], totalAds: 250, totalPages: 1, currentPage: 2 });
  });

  it('answers 401 without a token and 400 for bad paging', async () => {
    const { app, auth } = await setUp();
    const get = (query: string, headers: Record<string, string> = auth) =>
      app.inject({ method: 'GET', url: `${API}/storeads/adswithstoreadmin?${query}`, headers });

    expect((await get('', {})).statusCode).toBe(401);
    for (const query of ['limit=1001', 'limit=0', 'page=0', 'page=x', `searchQuery=${'q'.repeat(10_000)}`]) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
