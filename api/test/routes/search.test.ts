import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from '../../src/routes/search/edit-distance.js';
import { day, insertOffer, insertStore, offerFields, pngFiles, sendOfferForm } from '../fixtures/offers-fixtures.js';
import { API, createTestApp } from '../helpers.js';

interface Listing {
  data: Array<{ _id: string }>;
  totalAds: number;
  correctedQuery?: string;
}

async function setUp() {
  const context = await createTestApp();
  const spice = insertStore(context, {
    storeName: 'Malabar Biryani House',
    category: 'Restaurants',
    district: 'Kozhikode',
    location: 'Koyilandy',
  });
  const gadget = insertStore(context, {
    storeName: 'Gadget Zone',
    category: 'Electronics',
    district: 'Thrissur',
    location: 'Chalakudy',
  });
  const closed = insertStore(context, { storeName: 'Bygone Bakes', category: 'Bakeries', location: 'Aluva' });
  const ads = {
    biryani: insertOffer(context, { storeId: spice, title: 'Chicken biryani', description: 'Family pack for four' }),
    laptop: insertOffer(context, { storeId: gadget, title: 'Laptop deals', description: 'Laptop with a free bag' }),
    expired: insertOffer(context, { storeId: closed, startDate: day(-9), endDate: day(-1), description: 'Plum cake' }),
  };
  return { ...context, ads, stores: { spice, gadget } };
}

async function search(context: Awaited<ReturnType<typeof setUp>>, query: string): Promise<Listing> {
  const response = await context.app.inject({ url: `${API}/storeads/adswithstore?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('forgiving search', () => {
  it.each([
    ['biriyani', 'biryani', 'biryani'],
    ['Trissur', 'Thrissur', 'laptop'],
    ['laptpo bag', 'laptop bag', 'laptop'],
    ['chiken biriyani', 'chicken biryani', 'biryani'],
  ] as const)('corrects "%s" to "%s" when it finds nothing as typed', async (typed, corrected, ad) => {
    const context = await setUp();

    const found = await search(context, `searchQuery=${encodeURIComponent(typed)}`);

    expect(found.correctedQuery).toBe(corrected);
    expect(found.data.map((offer) => offer._id)).toEqual([String(context.ads[ad])]);
  });

  it('finds "electronic" in "Electronics" as typed, without a correction', async () => {
    const context = await setUp();

    const found = await search(context, 'searchQuery=electronic');

    expect(found.totalAds).toBe(1);
    expect(found).not.toHaveProperty('correctedQuery');
  });

  it('searches exactly as typed with exact=true', async () => {
    const context = await setUp();

    const found = await search(context, 'searchQuery=biriyani&exact=true');

    expect(found.totalAds).toBe(0);
    expect(found).not.toHaveProperty('correctedQuery');
  });

  it('keeps the other filters and gives up on words too far from any known one', async () => {
    const context = await setUp();

    expect((await search(context, 'searchQuery=biriyani&district=Thrissur')).totalAds).toBe(0);
    expect(await search(context, 'searchQuery=zzqxw')).toMatchObject({ totalAds: 0, data: [] });
    expect(await search(context, 'searchQuery=bir')).toMatchObject({ totalAds: 1 });
  });

  it('learns the words of an offer as soon as the admin saves it', async () => {
    const context = await setUp();
    expect((await search(context, 'searchQuery=payasm')).totalAds).toBe(0);

    const created = await sendOfferForm(
      context,
      'POST',
      insertStore(context, { storeName: 'Sweet Corner' }),
      offerFields({ title: 'Palada payasam', offerType: 'Flat Discount' }),
      await pngFiles(1),
    );
    expect(created.statusCode).toBe(201);

    const found = await search(context, 'searchQuery=payasm');
    expect(found).toMatchObject({ totalAds: 1, correctedQuery: 'payasam' });
  });

  it('never corrects to the name of a shop with no offer today', async () => {
    const context = await setUp();

    // One edit from the closed "Bygone Bakes", two from a live offer's word.
    const begonias = insertOffer(context, { storeId: context.stores.gadget, title: 'Begonia plants' });

    const found = await search(context, 'searchQuery=bygonea');

    expect(found.correctedQuery).toBe('begonia');
    expect(found.data.map((offer) => offer._id)).toEqual([String(begonias)]);
  });

  it("no longer corrects to a word only a paused offer's title has", async () => {
    const context = await setUp();
    const platter = insertOffer(context, { storeId: context.stores.spice, title: 'Samosa platter' });
    insertOffer(context, { storeId: context.stores.gadget, description: 'A free samosa with every laptop' });
    expect(await search(context, 'searchQuery=samossa')).toMatchObject({ totalAds: 2, correctedQuery: 'samosa' });

    const paused = await context.app.inject({
      method: 'POST',
      url: `${API}/storeads/bulk/pause`,
      headers: context.auth,
      payload: { ids: [String(platter)] },
    });

    expect(paused.statusCode).toBe(200);
    const found = await search(context, 'searchQuery=samossa');
    expect(found.totalAds).toBe(0);
    expect(found).not.toHaveProperty('correctedQuery');
  });
});

/** Shops whose offers use each place's current name and each shop word one way, and words with "ac" inside. */
async function setUpShops() {
  const context = await createTestApp();
  const store = (storeName: string, category: string, district: string, location: string) =>
    insertStore(context, { storeName, category, district, location });
  const appliances = store('Kuriakose Home Appliances', 'Home Appliances', 'Pathanamthitta', 'Thiruvalla');
  const electronics = store('Periyar Electronics', 'Electronics', 'Ernakulam', 'Aluva');
  const mobiles = store('Kottayam Mobile Hub', 'Mobiles', 'Kottayam', 'Kottayam');
  const ad = (storeId: number, title: string, description: string, offerType = 'Flat Discount') =>
    insertOffer(context, { storeId, title, description, offerType });
  const ads = {
    airConditioners: ad(appliances, 'Flat Discount: Air conditioners', 'Flat 20% off on air conditioners.'),
    splitAc: ad(appliances, 'Split AC sale', 'Free installation.'),
    refrigerators: ad(appliances, 'Onam Special: Refrigerators', 'Double door models.'),
    fridge: ad(appliances, 'Fridge exchange mela', 'Bring your old model.'),
    televisions: ad(electronics, 'LED televisions', 'Instant cashback of 10% with UPI.', 'Cashback'),
    ledTv: ad(electronics, 'LED TV week', 'Smart models from 12,999.'),
    smartTvs: ad(electronics, 'Smart TVs', 'Wall mount free.'),
    accessories: ad(mobiles, 'Chargers and accessories', 'Up to 30% off.'),
    phones: ad(
      store('Technocity Gadgets', 'Gadgets', 'Thiruvananthapuram', 'Kazhakkoottam'),
      '5G phone fest',
      'Exchange offers.',
    ),
    palace: ad(store('Vadakara Furniture Palace', 'Furniture', 'Kozhikode', 'Vadakara'), 'Dining tables', 'Teak wood.'),
    cakes: ad(store('Ashtamudi Bakes & Cakes', 'Bakeries', 'Kollam', 'Kollam'), 'Plum cakes', 'Baked fresh.'),
    kochi: ad(store('Marine Drive Fashions', 'Textiles', 'Ernakulam', 'Kochi'), 'Kasavu sarees', 'Wedding collection.'),
    fortKochi: ad(store('Spice Harbour', 'Spices', 'Ernakulam', 'Fort Kochi'), 'Spice kits', 'Pepper and cardamom.'),
    alappuzha: ad(store('Kuttanad Kitchen', 'Restaurants', 'Alappuzha', 'Alappuzha'), 'Kerala meals', 'Fish curry.'),
    thrissur: ad(store('Vadakkunnathan Silks', 'Textiles', 'Thrissur', 'Thrissur'), 'Silk sarees', 'New designs.'),
    palakkad: ad(store('Malampuzha Footwear', 'Footwear', 'Palakkad', 'Palakkad'), 'School shoes', 'All sizes.'),
    kannur: ad(store('Kannur Handloom House', 'Textiles', 'Kannur', 'Kannur'), 'Handloom shirts', 'Pure cotton.'),
    thalassery: ad(
      store('Thalassery Jewellery Mart', 'Jewellery', 'Kannur', 'Thalassery'),
      'Gold coins',
      'Hallmarked.',
    ),
    acme: ad(store('Acme Traders', 'Hardware', 'Kottayam', 'Kottayam'), 'Paint sale', 'All colours.'),
  };
  return { ...context, ads };
}

type Shops = Awaited<ReturnType<typeof setUpShops>>;

async function found(context: Shops, query: string, path = 'adswithstore'): Promise<Listing> {
  const response = await context.app.inject({
    url: `${API}/storeads/${path}?searchQuery=${encodeURIComponent(query)}`,
    headers: path === 'adswithstore' ? {} : context.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function foundIds(context: Shops, query: string, path?: string): Promise<number[]> {
  return (await found(context, query, path)).data.map((offer) => Number(offer._id)).sort((a, b) => a - b);
}

const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

describe('short words and synonyms', () => {
  it('matches terms of up to 3 letters at word starts or as whole words, never inside words, and finds every Kochi offer for Cochin', async () => {
    const context = await setUpShops();
    const { ads } = context;
    const expected: Array<[string, number[]]> = [
      ['tv', [ads.televisions, ads.ledTv, ads.smartTvs]],
      ['ac', [ads.airConditioners, ads.splitAc]],
      ['AC', [ads.airConditioners, ads.splitAc]],
      ['pal', [ads.palakkad, ads.palace]],
      ['acc', [ads.accessories]],
      ['led fr', [ads.ledTv]],
      ['Cochin', [ads.kochi, ads.fortKochi]],
      ['fridge', [ads.refrigerators, ads.fridge]],
      ['television', [ads.televisions, ads.ledTv, ads.smartTvs]],
      ['air conditioner', [ads.airConditioners, ads.splitAc]],
      ['phone', [ads.accessories, ads.phones]],
      ['Cannanore gold', [ads.thalassery]],
    ];

    for (const [query, offers] of expected) {
      expect({ query, found: await foundIds(context, query) }).toEqual({ query, found: sorted(...offers) });
    }
  });

  it('finds with an old or English name or a shop word what its synonym finds, public and admin', async () => {
    const context = await setUpShops();
    const pairs = [
      ['Calicut', 'Kozhikode'],
      ['Trivandrum', 'Thiruvananthapuram'],
      ['Cochin', 'Kochi'],
      ['Alleppey', 'Alappuzha'],
      ['Trichur', 'Thrissur'],
      ['Palghat', 'Palakkad'],
      ['Quilon', 'Kollam'],
      ['Cannanore', 'Kannur'],
      ['Tellicherry', 'Thalassery'],
      ['AC', 'air conditioner'],
      ['TV', 'television'],
      ['fridge', 'refrigerator'],
      ['mobile', 'phone'],
    ] as const;

    for (const [other, current] of pairs) {
      const byCurrent = await foundIds(context, current);
      expect({ current, found: byCurrent.length }).not.toEqual({ current, found: 0 });
      expect({ other, found: await foundIds(context, other) }).toEqual({ other, found: byCurrent });
      expect({ other, found: await foundIds(context, other.toLowerCase(), 'adswithstoreadmin') }).toEqual({
        other,
        found: byCurrent,
      });
      expect(await found(context, other)).not.toHaveProperty('correctedQuery');
    }
  });

  it('corrects a misspelt old name to the old name, which finds the current one', async () => {
    const context = await setUpShops();

    const listing = await found(context, 'Calicat');

    expect(listing.correctedQuery).toBe('Calicut');
    expect(listing.data.map((offer) => Number(offer._id))).toEqual([context.ads.palace]);
  });
});

describe('GET /search/suggestions', () => {
  async function suggest(context: Pick<Shops, 'app'>, q: string) {
    return context.app.inject({ url: `${API}/search/suggestions?q=${encodeURIComponent(q)}` });
  }

  it('suggests categories, places and stores with offers today whose name has a word starting with the text', async () => {
    const context = await setUp();

    const response = await suggest(context, 'bi');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=10');
    expect(response.headers.etag).toBeDefined();
    expect(response.json().suggestions).toEqual([
      { type: 'store', label: 'Malabar Biryani House', detail: 'Restaurants' },
    ]);
    const places = (await suggest(context, 'thr')).json().suggestions;
    expect(places).toContainEqual({ type: 'district', label: 'Thrissur', labelMl: 'തൃശ്ശൂർ' });
  });

  it('leaves out stores without an offer today', async () => {
    const context = await setUp();

    const labels = (await suggest(context, 'by')).json().suggestions.map((s: { label: string }) => s.label);

    expect(labels).not.toContain('Bygone Bakes');
  });

  it('leaves out a store whose only offer today is paused', async () => {
    const context = await setUp();
    const labels = async (q: string) =>
      (await suggest(context, q)).json().suggestions.map((s: { label: string }) => s.label);
    expect(await labels('gad')).toContain('Gadget Zone');

    const paused = await context.app.inject({
      method: 'POST',
      url: `${API}/storeads/bulk/pause`,
      headers: context.auth,
      payload: { ids: [String(context.ads.laptop)] },
    });

    expect(paused.statusCode).toBe(200);
    expect(await labels('gad')).not.toContain('Gadget Zone');
  });

  it('suggests the current name for an old or English one', async () => {
    const context = await setUpShops();
    const suggested = async (q: string) => (await suggest(context, q)).json().suggestions;

    expect(await suggested('Calicut')).toContainEqual({ type: 'district', label: 'Kozhikode', labelMl: 'കോഴിക്കോട്' });
    expect(await suggested('trivan')).toContainEqual({
      type: 'district',
      label: 'Thiruvananthapuram',
      labelMl: 'തിരുവനന്തപുരം',
    });
    expect(await suggested('air con')).toEqual([]);
    expect(await suggested('Cochin')).toEqual([
      { type: 'location', label: 'Kochi', detail: 'Ernakulam', detailMl: 'എറണാകുളം' },
      { type: 'location', label: 'Fort Kochi', detail: 'Ernakulam', detailMl: 'എറണാകുളം' },
    ]);
  });

  it('tries the nearest spelling when nothing starts with the text', async () => {
    const context = await setUp();

    const found = (await suggest(context, 'Trissur')).json().suggestions;

    expect(found).toContainEqual({ type: 'district', label: 'Thrissur', labelMl: 'തൃശ്ശൂർ' });
  });

  it('answers at most 8 and refuses an empty or over-long text with a 400', async () => {
    const context = await setUp();

    expect((await suggest(context, 'a')).json().suggestions.length).toBeLessThanOrEqual(8);
    expect((await context.app.inject({ url: `${API}/search/suggestions` })).statusCode).toBe(400);
    expect((await suggest(context, '')).statusCode).toBe(400);
    expect((await suggest(context, 'x'.repeat(61))).statusCode).toBe(400);
    expect((await suggest(context, '\u0000"*')).statusCode).toBe(200);
  });
});

/** A chillu written the older way: consonant, virama, zero-width joiner ("ന്‍" for "ൻ"). */
function chilluSequences(text: string): string {
  const consonants: Record<string, string> = { ൺ: 'ണ', ൻ: 'ന', ർ: 'ര', ൽ: 'ല', ൾ: 'ള' };
  return text.replace(/[ൺൻർൽൾ]/g, (chillu) => `${consonants[chillu]}\u0D4D\u200D`);
}

describe('Malayalam search', () => {
  async function setUpMalayalam() {
    const context = await setUp();
    const images = await pngFiles(1);
    const form = (fields: Record<string, string>) =>
      sendOfferForm(context, 'POST', context.stores.spice, offerFields(fields), images);
    const meals = await form({ description: 'Kerala meals', descriptionMl: 'നാടൻ ഊണ് 99 രൂപയ്ക്ക്, ചായ സൗജന്യം' });
    const cakes = await form({
      description: 'Plum cakes',
      titleMl: chilluSequences('ക്രിസ്മസ് കേക്കുകൾ'),
      descriptionMl: 'പ്ലം കേക്ക് ഓഫർ',
    });
    const tea = insertOffer(context, { storeId: context.stores.gadget, description: 'Tea time' });
    context.app.db.$client.prepare('UPDATE ads SET description_ml = ? WHERE id = ?').run('ചിയ വിത്തുകൾ', tea);
    context.app.db.$client
      .prepare('UPDATE stores SET store_name_ml = ? WHERE id = ?')
      .run('മലബാർ ബിരിയാണി ഹൗസ്', context.stores.spice);
    expect([meals.statusCode, cakes.statusCode]).toEqual([201, 201]);
    return { ...context, meals: Number(meals.json()._id), cakes: Number(cakes.json()._id), tea };
  }

  async function ids(context: Awaited<ReturnType<typeof setUpMalayalam>>, query: string): Promise<number[]> {
    const listing = await search(context, `searchQuery=${encodeURIComponent(query)}&exact=true`);
    return listing.data.map((offer) => Number(offer._id)).sort((a, b) => a - b);
  }

  it('finds offers by their Malayalam texts and their store’s Malayalam name, and English as before', async () => {
    const context = await setUpMalayalam();

    expect(await ids(context, 'ഊണ്')).toEqual([context.meals]);
    // Every offer of the store, by the store's Malayalam name.
    expect(await ids(context, 'ബിരിയാണി')).toEqual([context.ads.biryani, context.meals, context.cakes]);
    expect(await ids(context, 'meals')).toEqual([context.meals]);
    expect(await ids(context, 'Chicken biryani')).toEqual([context.ads.biryani]);
  });

  it('finds a short Malayalam word whole, never a word that differs only in its vowel signs', async () => {
    const context = await setUpMalayalam();

    expect(await ids(context, 'ചായ')).toEqual([context.meals]);
    expect(await ids(context, 'ചിയ')).toEqual([context.tea]);
  });

  it('finds either spelling of a chillu letter with the other, and stores the atomic one', async () => {
    const context = await setUpMalayalam();

    expect(await ids(context, 'കേക്കുകൾ')).toEqual([context.cakes]);
    expect(await ids(context, chilluSequences('ഓഫർ'))).toEqual([context.cakes]);
    expect(await ids(context, chilluSequences('നാടൻ'))).toEqual([context.meals]);
    const stored = await context.app.inject({ url: `${API}/storeads/ad/${context.cakes}` });
    expect(stored.json().titleMl).toBe('ക്രിസ്മസ് കേക്കുകൾ');
  });

  it('corrects a misspelt Malayalam word to the nearest Malayalam word it knows', async () => {
    const context = await setUpMalayalam();

    const found = await search(context, `searchQuery=${encodeURIComponent('ബിരിയാനി')}`);

    expect(found.correctedQuery).toBe('ബിരിയാണി');
    expect(found.totalAds).toBe(3);
  });

  it('suggests by Malayalam names, with the Malayalam name beside the English one', async () => {
    const context = await setUpMalayalam();
    const suggested = async (q: string) =>
      (await context.app.inject({ url: `${API}/search/suggestions?q=${encodeURIComponent(q)}` })).json().suggestions;

    expect(await suggested('കോഴി')).toContainEqual({ type: 'district', label: 'Kozhikode', labelMl: 'കോഴിക്കോട്' });
    expect(await suggested('മലബാ')).toEqual([
      { type: 'store', label: 'Malabar Biryani House', labelMl: 'മലബാർ ബിരിയാണി ഹൗസ്', detail: 'Restaurants' },
    ]);
    expect(await suggested(chilluSequences('തൃശ്ശൂർ'))).toContainEqual({
      type: 'district',
      label: 'Thrissur',
      labelMl: 'തൃശ്ശൂർ',
    });
  });
});

describe('boundedEditDistance', () => {
  it.each([
    ['biriyani', 'biryani', 2, 1],
    ['trissur', 'thrissur', 2, 1],
    ['laptpo', 'laptop', 2, 1],
    ['kitten', 'sitting', 2, undefined],
    ['kitten', 'sitting', 3, 3],
    ['same', 'same', 1, 0],
  ] as const)('%s to %s within %i is %s', (a, b, max, expected) => {
    expect(boundedEditDistance(a, b, max)).toBe(expected);
  });
});
