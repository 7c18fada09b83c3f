import { describe, expect, it } from 'vitest';
import { day, insertOffer, insertStore } from '../fixtures/offers-fixtures.js';
import { API, createTestApp, type TestContext } from '../helpers.js';

interface Listed {
  _id: string;
  storeName: string;
  endDate: string;
  distanceKm?: number;
}

/** The visitor stands at Ernakulam South railway station. */
const HERE = { lat: 9.9687, lng: 76.2895 };

function placeStore({ app }: TestContext, storeId: number, latitude: number | null, longitude: number | null) {
  app.db.$client
    .prepare('UPDATE stores SET latitude = ?, longitude = ? WHERE id = ?')
    .run(latitude, longitude, storeId);
}

/**
 * Four stores: one ~1.4 km from HERE, one ~11 km, one in Kozhikode (~170 km) and one without coordinates; each has one
 * current offer, created so that newest-first is the opposite of nearest-first, with end dates in yet another order.
 */
async function setUp() {
  const context = await createTestApp();
  const store = (storeName: string, location: string) => insertStore(context, { storeName, location });
  const stores = {
    unplaced: store('No Pin Stores', 'Aluva'),
    far: store('Beach Road Sweets', 'Beach Road'),
    town: store('Edappally Mobiles', 'Edappally'),
    near: store('MG Road Silks', 'MG Road'),
  };
  placeStore(context, stores.near, 9.9816, 76.2857);
  placeStore(context, stores.town, 10.0261, 76.3086);
  placeStore(context, stores.far, 11.2588, 75.7804);
  const ads = {
    unplaced: insertOffer(context, { storeId: stores.unplaced, description: 'No pin sale', endDate: day(3) }),
    far: insertOffer(context, { storeId: stores.far, description: 'Halwa week', endDate: day(20) }),
    town: insertOffer(context, { storeId: stores.town, description: 'Phone exchange', endDate: day(1) }),
    near: insertOffer(context, { storeId: stores.near, description: 'Saree fest', endDate: day(9) }),
    expired: insertOffer(context, { storeId: stores.near, startDate: day(-9), endDate: day(-1) }),
  };
  return { ...context, stores, ads };
}

async function get(context: TestContext, query: string) {
  return context.app.inject({ method: 'GET', url: `${API}/storeads/adswithstore?${query}` });
}

async function listed(context: TestContext, query: string): Promise<Listed[]> {
  const response = await get(context, query);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const idsOf = (offers: Listed[]) => offers.map((offer) => Number(offer._id));
const at = ({ lat, lng }: { lat: number; lng: number }) => `lat=${lat}&lng=${lng}`;

describe('GET /storeads/adswithstore?sort', () => {
  it('lists newest first by default and for sort=newest', async () => {
    const context = await setUp();
    const { ads } = context;
    const newest = [ads.near, ads.town, ads.far, ads.unplaced];

    expect(idsOf(await listed(context, ''))).toEqual(newest);
    expect(idsOf(await listed(context, 'sort=newest'))).toEqual(newest);
  });

  it('lists the offer that ends soonest first for sort=ending, and keeps the total', async () => {
    const context = await setUp();
    const { ads } = context;

    const response = await get(context, 'sort=ending&limit=2');

    expect(response.json()).toMatchObject({ totalAds: 4, totalPages: 2, currentPage: 1 });
    expect(idsOf(response.json().data)).toEqual([ads.town, ads.unplaced]);
    expect(idsOf(await listed(context, 'sort=ending&limit=2&page=2'))).toEqual([ads.near, ads.far]);
  });

  it('lists the closest store first for sort=nearest, with its distance, and stores without coordinates last', async () => {
    const context = await setUp();
    const { ads } = context;

    const offers = await listed(context, `sort=nearest&${at(HERE)}`);

    expect(idsOf(offers)).toEqual([ads.near, ads.town, ads.far, ads.unplaced]);
    const [near, town, far, unplaced] = offers.map((offer) => offer.distanceKm);
    expect(near).toBeCloseTo(1.49, 1);
    expect(town).toBeCloseTo(6.72, 1);
    // Ernakulam South to Kozhikode is 153.8 km along a great circle.
    expect(far).toBeCloseTo(153.8, 0);
    expect(unplaced).toBeUndefined();
    expect(offers[3]).not.toHaveProperty('distanceKm');
  });

  it('orders by distance from wherever the visitor is, and pages through that order', async () => {
    const context = await setUp();
    const { ads } = context;
    const kozhikode = { lat: 11.25, lng: 75.78 };

    expect(idsOf(await listed(context, `sort=nearest&${at(kozhikode)}&limit=2`))).toEqual([ads.far, ads.town]);
    expect(idsOf(await listed(context, `sort=nearest&${at(kozhikode)}&limit=2&page=2`))).toEqual([
      ads.near,
      ads.unplaced,
    ]);
  });

  it('applies filters and search under every order', async () => {
    const context = await setUp();
    const { ads } = context;

    expect(idsOf(await listed(context, `sort=nearest&${at(HERE)}&searchQuery=saree`))).toEqual([ads.near]);
    expect(idsOf(await listed(context, `sort=nearest&${at(HERE)}&location=Beach%20Road`))).toEqual([ads.far]);
    expect(idsOf(await listed(context, 'sort=ending&searchQuery=e'))).toEqual([
      ads.town,
      ads.unplaced,
      ads.near,
      ads.far,
    ]);
  });

  it('gives one answer to positions that round to the same ~100 m, and another to a different place', async () => {
    const context = await setUp();

    const first = await get(context, 'sort=nearest&lat=9.96871&lng=76.28911');
    const same = await get(context, 'sort=nearest&lat=9.96869&lng=76.28889');
    const elsewhere = await get(context, 'sort=nearest&lat=11.25&lng=75.78');

    expect(same.body).toBe(first.body);
    expect(elsewhere.json().data[0]._id).not.toBe(first.json().data[0]._id);
  });

  it('answers 400 with a clear message for nearest without a position and for bad values, and ignores lat/lng otherwise', async () => {
    const context = await setUp();
    const cases: Array<[query: string, message: string | RegExp]> = [
      ['sort=nearest', 'Sorting by nearest needs lat and lng (your position in decimal degrees)'],
      ['sort=nearest&lat=9.9', 'Sorting by nearest needs lat and lng (your position in decimal degrees)'],
      ['sort=nearest&lng=76.2', 'Sorting by nearest needs lat and lng (your position in decimal degrees)'],
      ['sort=closest', 'sort must be one of: newest, ending, nearest'],
      ['sort=nearest&lat=91&lng=76', /^lat /],
      ['sort=nearest&lat=9&lng=-181', /^lng /],
      ['sort=nearest&lat=north&lng=76', /^lat /],
      ['sort=nearest&lat=Infinity&lng=76', /^lat /],
    ];
    for (const [query, message] of cases) {
      const response = await get(context, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
    expect(await listed(context, 'sort=ending&lat=9.9&lng=76.2')).toHaveLength(4);
  });
});

describe('GET /storeads/saved', () => {
  async function saved(context: TestContext, ids: string) {
    return context.app.inject({ method: 'GET', url: `${API}/storeads/saved?ids=${ids}` });
  }

  it('returns the started offers of the ids in the order asked, ended ones too, leaving unknown and future ones out', async () => {
    const context = await setUp();
    const { ads, stores } = context;
    const future = insertOffer(context, { storeId: stores.near, startDate: day(2), endDate: day(4) });

    const response = await saved(context, [ads.far, 999_999, ads.expired, future, ads.near, ads.far].join(','));

    expect(response.statusCode).toBe(200);
    const data = response.json().data as Listed[];
    expect(idsOf(data)).toEqual([ads.far, ads.expired, ads.near]);
    expect(data[1]?.endDate).toBe(day(-1));
    expect(data[0]?.storeName).toBe('Beach Road Sweets');
  });

  it('answers 400 for a malformed list or more than 100 ids', async () => {
    const context = await setUp();
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');

    for (const ids of ['abc', '1,,2', '0', '1;2', '']) {
      const response = await saved(context, ids);
      expect(response.statusCode, ids).toBe(400);
    }
    expect((await saved(context, 'abc')).json().message).toBe(
      'ids must be offer ids separated by commas, such as ids=12,40',
    );
    expect((await saved(context, many)).json().message).toBe('At most 100 ids at a time');
    expect((await saved(context, Array(100).fill('7').join(','))).statusCode).toBe(200);
  });
});
