import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  day,
  insertedStoreView,
  insertOffer,
  insertOfferType,
  insertStore,
  offerFields,
  pngFile,
  pngFiles,
  sendOfferForm,
  today,
} from '../fixtures/offers-fixtures.js';
import { API, countRows, createTestApp, imageBytes, largeJpeg, type TestContext, uploadedFiles } from '../helpers.js';

const STORED_OFFER_IMAGE = /^uploads\/ads\/[0-9a-f]{24}\.400x300\.webp$/;

async function setUp() {
  const context = await createTestApp();
  const storeId = insertStore(context, { storeName: 'Silk House', category: 'Textiles', location: 'Aluva' });
  insertOfferType(context, 'Flat Discount');
  return { ...context, storeId };
}

function expectedView(storeId: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: expect.stringMatching(/^[1-9]\d*$/),
    storeId: insertedStoreView(storeId, 'Silk House'),
    storeName: 'Silk House',
    title: 'Flat 20% off on all silk sarees',
    description: 'Flat 20% off on all silk sarees',
    offerType: 'Flat Discount',
    category: 'Textiles',
    startDate: today(),
    endDate: day(10),
    adsImages: [expect.stringMatching(STORED_OFFER_IMAGE), expect.stringMatching(STORED_OFFER_IMAGE)],
    clicks: 0,
    createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    status: 'live',
    publicUrl: expect.stringMatching(/^http:\/\/localhost:8080\/offerdetails\/[1-9]\d*$/),
    ...overrides,
  };
}

/** The files behind a stored path: the main image and its 320w variant (the fixtures' images are 400 px wide). */
function filesOf(path: string): string[] {
  const name = path.replace(/^uploads\//, '');
  return [name, name.replace(/\.400x300\.webp$/, '.320w.webp')].sort();
}

function snapshot({ app, dataDir }: Pick<TestContext, 'app' | 'dataDir'>) {
  return {
    ads: app.db.$client.prepare('SELECT * FROM ads ORDER BY id').all(),
    files: uploadedFiles(dataDir),
  };
}

async function createOffer(context: Awaited<ReturnType<typeof setUp>>, imageCount = 2) {
  const response = await sendOfferForm(context, 'POST', context.storeId, offerFields(), await pngFiles(imageCount));
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; adsImages: string[] };
}

describe('POST /storeads/:storeId', () => {
  it('creates the ad with its images stored as WebP and answers 201 with the OfferView', async () => {
    const context = await setUp();

    const response = await sendOfferForm(context, 'POST', context.storeId, offerFields(), await pngFiles(2));

    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toEqual(expectedView(context.storeId));
    expect(countRows(context.app, 'ads')).toBe(1);
    expect(uploadedFiles(context.dataDir)).toEqual(ad.adsImages.flatMap(filesOf).sort());
  });

  it('accepts the offer type by id or by title in any case', async () => {
    const context = await setUp();
    const offerTypeId = insertOfferType(context, 'Buy One Get One');

    const byId = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ offerType: String(offerTypeId) }),
      await pngFiles(1),
    );
    const byTitle = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ offerType: 'buy one GET one' }),
      await pngFiles(1),
    );

    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({ offerType: 'Buy One Get One' });
    expect(byTitle.statusCode).toBe(201);
    expect(byTitle.json()).toMatchObject({ offerType: 'Buy One Get One' });
  });

  it('accepts JPEG and WebP images and dates sent as full timestamps', async () => {
    const context = await setUp();
    const files = [
      { field: 'adsImages', filename: 'a.jpg', content: await imageBytes('jpeg', 400, 300) },
      { field: 'adsImages', filename: 'b.webp', content: await imageBytes('webp', 400, 300) },
    ];

    const response = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ startDate: `${today()}T12:00:00+05:30`, endDate: `${day(10)}T00:00:00+05:30` }),
      files,
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(expectedView(context.storeId));
  });

  it('names every wrong field of one request at once', async () => {
    const context = await setUp();

    const response = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ description: '', startDate: day(5), endDate: day(4), title: 't'.repeat(81) }),
      [],
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'description', message: 'Please fill all required fields.' },
      { field: 'title', message: 'Title must be at most 80 characters.' },
      { field: 'endDate', message: 'End date cannot be before start date.' },
      { field: 'adsImages', message: 'Please upload at least one image.' },
    ]);
  });

  it('checks the fields in order with the spec messages and writes nothing', async () => {
    const context = await setUp();
    const two = await pngFiles(2);
    const cases: Array<[Record<string, string | string[]>, number, string]> = [
      [offerFields({ startDate: undefined }), 400, 'Please fill all required fields.'],
      [offerFields({ endDate: '' }), 400, 'Please fill all required fields.'],
      [offerFields({ offerType: '   ' }), 400, 'Please fill all required fields.'],
      [
        offerFields({ description: undefined, startDate: 'nonsense' }),
        400,
        'Please fill all required fields. Please enter valid dates.',
      ],
      [offerFields({ description: 'x'.repeat(2001) }), 400, 'Description must be at most 2000 characters.'],
      [offerFields({ description: 'x'.repeat(10_000) }), 400, 'Description must be at most 2000 characters.'],
      [offerFields({ title: 't'.repeat(81) }), 400, 'Title must be at most 80 characters.'],
      [offerFields({ startDate: 'tomorrow' }), 400, 'Please enter valid dates.'],
      [offerFields({ endDate: '2031-02-30' }), 400, 'Please enter valid dates.'],
      [offerFields({ startDate: 'd'.repeat(10_000) }), 400, 'Please enter valid dates.'],
      [offerFields({ startDate: day(5), endDate: day(4) }), 400, 'End date cannot be before start date.'],
      [offerFields({ startDate: day(-1) }), 400, 'Dates cannot be in the past.'],
      [offerFields({ startDate: day(-9), endDate: day(-2) }), 400, 'Dates cannot be in the past.'],
      [offerFields({ offerType: 'Mystery Deal' }), 400, 'Unknown offer type'],
      [offerFields({ offerType: '999' }), 400, 'Unknown offer type'],
      [offerFields({ offerType: 'o'.repeat(10_000) }), 400, 'Unknown offer type'],
    ];
    for (const [fields, status, message] of cases) {
      const response = await sendOfferForm(context, 'POST', context.storeId, fields, two);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    expect(snapshot(context)).toEqual({ ads: [], files: [] });
  });

  it('refuses a missing, non-image, GIF, oversized or sixth image and writes nothing', async () => {
    const context = await setUp();
    const png = await pngFile();
    const cases = [
      { files: [], status: 400, message: 'Please upload at least one image.' },
      {
        files: await pngFiles(1, 'somethingElse'),
        status: 400,
        message: 'Please upload at least one image.',
      },
      { files: await pngFiles(6), status: 400, message: 'You can only upload 5 more image(s) (max 5 total).' },
      {
        files: [png, { field: 'adsImages', filename: 'notes.png', content: Buffer.from('just some text') }],
        status: 400,
        message: 'File notes.png is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        files: [png, { field: 'adsImages', filename: 'anim.gif', content: await imageBytes('gif', 40, 30) }],
        status: 400,
        message: 'File anim.gif is not a supported image format (PNG, JPG, JPEG, WebP).',
      },
      {
        files: [png, { field: 'adsImages', filename: 'huge.jpg', content: await largeJpeg() }],
        status: 413,
        message: 'Image huge.jpg is too large (max 5MB).',
      },
      {
        files: [png, { field: 'adsImages', filename: 'poster.png', content: await imageBytes('png', 7100, 7100) }],
        status: 400,
        message: 'Image poster.png has 7100 x 7100 pixels: images may have at most 50 megapixels.',
      },
    ];
    for (const { files, status, message } of cases) {
      const response = await sendOfferForm(context, 'POST', context.storeId, offerFields(), files);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    expect(snapshot(context)).toEqual({ ads: [], files: [] });
  });

  it('decodes the images of simultaneous uploads one at a time', async () => {
    const context = await setUp();
    const photos = await Promise.all([1, 2, 3].map((n) => imageBytes('png', 2400 + n, 1800)));
    let mostAtOnce = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
    }, 1);
    try {
      const responses = await Promise.all(
        photos.map((content, n) =>
          sendOfferForm(context, 'POST', context.storeId, offerFields(), [
            { field: 'adsImages', filename: `a${n}.png`, content },
            { field: 'adsImages', filename: `b${n}.png`, content },
          ]),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    } finally {
      clearInterval(watch);
    }
    expect(mostAtOnce).toBe(1);
  });

  it('answers 404 for an unknown store, 400 for a malformed id, 401 without a token, writing nothing', async () => {
    const context = await setUp();
    const files = await pngFiles(1);

    const unknown = await sendOfferForm(context, 'POST', 987654, offerFields(), files);
    const malformed = await sendOfferForm(context, 'POST', 'abc', offerFields(), files);
    const anonymous = await sendOfferForm(context, 'POST', context.storeId, offerFields(), files, {});
    const notMultipart = await context.app.inject({
      method: 'POST',
      url: `${API}/storeads/${context.storeId}`,
      headers: context.auth,
      payload: offerFields(),
    });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Store not found' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Invalid id' });
    expect(anonymous.statusCode).toBe(401);
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toEqual({ message: expect.any(String) });
    expect(snapshot(context)).toEqual({ ads: [], files: [] });
  });
});

describe('the one title of an offer', () => {
  const LONG_DESCRIPTION =
    'Flat 20% off on all silk sarees, kasavu set-mundu and dhotis this Onam, with a free blouse piece for every saree.';

  it("is the operator's title, else the description's start cut at a word; cards, pages and lists read the same one", async () => {
    const context = await setUp();

    const typed = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ title: '  Onam silk sale  ', description: LONG_DESCRIPTION }),
      await pngFiles(1),
    );
    const untitled = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ description: LONG_DESCRIPTION }),
      await pngFiles(1),
    );

    expect(typed.json().title).toBe('Onam silk sale');
    expect(untitled.json().title).toBe(
      'Flat 20% off on all silk sarees, kasavu set-mundu and dhotis this Onam, with a…',
    );
    const publicView = await context.app.inject({ url: `${API}/storeads/ad/${typed.json()._id}` });
    const listing = await context.app.inject({ url: `${API}/storeads/adswithstore` });
    const report = await context.app.inject({ url: `${API}/storeads/adswithstoreadmin`, headers: context.auth });
    expect(publicView.json().title).toBe('Onam silk sale');
    for (const list of [listing.json().data, report.json().data]) {
      expect(list.map((ad: { title: string }) => ad.title).sort()).toEqual([
        'Flat 20% off on all silk sarees, kasavu set-mundu and dhotis this Onam, with a…',
        'Onam silk sale',
      ]);
    }
    expect(publicView.json()).not.toHaveProperty('shortTitle');
  });

  it("is replaced by an edit, and an edit without one (the original client's) takes the description's start", async () => {
    const context = await setUp();
    const ad = await createOffer(context, 1);
    const edit = (fields: Record<string, string>) =>
      sendOfferForm(context, 'PUT', ad._id, offerFields({ existingImages: ad.adsImages, ...fields }), []);

    const retitled = await edit({ title: 'Kasavu week' });
    const untitled = await edit({ description: 'Sarees from 499 rupees' });

    expect(retitled.json().title).toBe('Kasavu week');
    expect(untitled.json().title).toBe('Sarees from 499 rupees');
  });

  it('takes a title sent under its former name, shortTitle', async () => {
    const context = await setUp();

    const created = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ shortTitle: 'Silk sarees at 35% off' }),
      await pngFiles(1),
    );

    expect(created.statusCode).toBe(201);
    expect(created.json().title).toBe('Silk sarees at 35% off');
  });

  it('is found by the public and the admin search', async () => {
    const context = await setUp();
    await sendOfferForm(context, 'POST', context.storeId, offerFields({ title: 'Kasavu bonanza' }), await pngFiles(1));

    const found = await context.app.inject({ url: `${API}/storeads/adswithstore?searchQuery=bonanza` });
    const short = await context.app.inject({
      url: `${API}/storeads/adswithstoreadmin?searchQuery=kas`,
      headers: context.auth,
    });

    expect(found.json().totalAds).toBe(1);
    expect(short.json().totalAds).toBe(1);
  });
});

describe('PUT /storeads/:adId', () => {
  it('takes the Malayalam twins beside the English fields, keeps them when left out, clears them when empty', async () => {
    const context = await setUp();
    const images = await pngFiles(1);
    const malayalam = { descriptionMl: 'എല്ലാ പട്ടുസാരികൾക്കും 20% കിഴിവ്', termsMl: 'സ്റ്റോക്ക് ഉള്ളിടത്തോളം.' };
    const created = await sendOfferForm(context, 'POST', context.storeId, offerFields(malayalam), images);
    const id = created.json()._id;
    const edit = (fields: Record<string, string>) =>
      sendOfferForm(context, 'PUT', id, offerFields({ existingImages: created.json().adsImages, ...fields }), []);

    // Without a Malayalam title, the Malayalam description's start is one, as in English.
    expect(created.json()).toMatchObject({ ...malayalam, titleMl: malayalam.descriptionMl });
    expect((await edit({ titleMl: 'പട്ടുസാരി മേള' })).json()).toMatchObject({ ...malayalam, titleMl: 'പട്ടുസാരി മേള' });
    const cleared = (await edit({ titleMl: '', descriptionMl: '', termsMl: '' })).json();
    expect(cleared).not.toHaveProperty('titleMl');
    expect(cleared).not.toHaveProperty('descriptionMl');
    expect(cleared).not.toHaveProperty('termsMl');
    const tooLong = await edit({ titleMl: 'ക'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { field: 'titleMl', message: 'Title in Malayalam must be at most 80 characters.' },
    ]);
  });

  it('keeps the chosen images, adds new ones and deletes the dropped files only', async () => {
    const context = await setUp();
    const created = await createOffer(context);
    const [kept, dropped] = created.adsImages as [string, string];

    const response = await sendOfferForm(
      context,
      'PUT',
      created._id,
      offerFields({ existingImages: kept, description: 'Now 30% off', offerType: 'flat discount' }),
      await pngFiles(1),
    );

    expect(response.statusCode).toBe(200);
    const ad = response.json();
    expect(ad).toEqual(
      expectedView(context.storeId, {
        _id: created._id,
        title: 'Now 30% off',
        description: 'Now 30% off',
        adsImages: [kept, expect.stringMatching(STORED_OFFER_IMAGE)],
      }),
    );
    expect(ad.adsImages[1]).not.toBe(dropped);
    expect(uploadedFiles(context.dataDir)).toEqual(ad.adsImages.flatMap(filesOf).sort());
  });

  it('reads existingImages as one JSON array and needs no new file when images are kept', async () => {
    const context = await setUp();
    const created = await createOffer(context, 3);

    const response = await sendOfferForm(
      context,
      'PUT',
      created._id,
      offerFields({ existingImages: JSON.stringify(created.adsImages.slice(1)) }),
      [],
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().adsImages).toEqual(created.adsImages.slice(1));
    expect(uploadedFiles(context.dataDir)).toEqual(created.adsImages.slice(1).flatMap(filesOf).sort());
  });

  it('applies the past-date rule only to a date that changes', async () => {
    const context = await setUp();
    const adId = insertOffer(context, {
      storeId: context.storeId,
      startDate: day(-3),
      endDate: day(3),
      images: ['uploads/ads/old.400x300.webp'],
    });
    const keep = { existingImages: 'uploads/ads/old.400x300.webp' };

    const sameStart = await sendOfferForm(
      context,
      'PUT',
      adId,
      offerFields({ ...keep, startDate: day(-3), endDate: day(5) }),
      [],
    );
    const earlierStart = await sendOfferForm(
      context,
      'PUT',
      adId,
      offerFields({ ...keep, startDate: day(-4), endDate: day(5) }),
      [],
    );

    expect(sameStart.statusCode).toBe(200);
    expect(sameStart.json()).toMatchObject({ startDate: day(-3), endDate: day(5) });
    expect(earlierStart.statusCode).toBe(400);
    expect(earlierStart.json().message).toBe('Dates cannot be in the past.');
  });

  it('refuses foreign or invalid kept images, too few or too many images and bad fields, changing nothing', async () => {
    const context = await setUp();
    const created = await createOffer(context, 3);
    const other = await createOffer(context, 1);
    const before = snapshot(context);
    const kept = created.adsImages;
    const cases: Array<[Record<string, string | string[]>, number, number, string]> = [
      [
        offerFields({ existingImages: other.adsImages }),
        0,
        400,
        `Image ${other.adsImages[0]} is not one of the current images.`,
      ],
      [
        offerFields({ existingImages: ['../../etc/passwd'] }),
        1,
        400,
        'Image ../../etc/passwd is not one of the current images.',
      ],
      [offerFields({ existingImages: '["unclosed' }), 1, 400, 'Field existingImages must be a JSON array of strings'],
      [offerFields(), 0, 400, 'Please upload at least one image.'],
      [offerFields({ existingImages: kept }), 3, 400, 'You can only upload 2 more image(s) (max 5 total).'],
      [offerFields({ existingImages: kept, description: '' }), 0, 400, 'Please fill all required fields.'],
      [
        offerFields({ existingImages: kept, startDate: day(3), endDate: day(2) }),
        0,
        400,
        'End date cannot be before start date.',
      ],
      [offerFields({ existingImages: kept, startDate: day(-1) }), 0, 400, 'Dates cannot be in the past.'],
      [offerFields({ existingImages: kept, offerType: 'Nope' }), 0, 400, 'Unknown offer type'],
    ];
    for (const [fields, newImages, status, message] of cases) {
      const response = await sendOfferForm(context, 'PUT', created._id, fields, await pngFiles(newImages));
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
    const gif = { field: 'adsImages', filename: 'anim.gif', content: await imageBytes('gif', 40, 30) };
    const refusedGif = await sendOfferForm(context, 'PUT', created._id, offerFields({ existingImages: kept }), [gif]);
    expect(refusedGif.statusCode).toBe(400);
    expect(snapshot(context)).toEqual(before);
  });

  it('lets one of two simultaneous edits win and removes the new files of the other', async () => {
    const context = await setUp();
    const created = await createOffer(context, 1);
    const edit = async (description: string) =>
      sendOfferForm(context, 'PUT', created._id, offerFields({ description }), await pngFiles(1));

    const responses = await Promise.all([edit('First edit'), edit('Second edit')]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    const loser = responses.find((response) => response.statusCode === 409)?.json();
    expect(loser).toEqual({
      message: 'This ad was changed by someone else meanwhile. Please reload it and try again.',
    });
    expect(uploadedFiles(context.dataDir)).toEqual(winner.adsImages.flatMap(filesOf).sort());
    expect(context.app.db.$client.prepare('SELECT description FROM ads').get()).toEqual({
      description: winner.description,
    });
  });

  it('answers 404 for an unknown ad, 400 for a malformed id and 401 without a token', async () => {
    const context = await setUp();
    const created = await createOffer(context, 1);
    const before = snapshot(context);
    const fields = offerFields({ existingImages: created.adsImages });

    const unknown = await sendOfferForm(context, 'PUT', 987654, fields, []);
    const malformed = await sendOfferForm(context, 'PUT', '12abc', fields, []);
    const anonymous = await sendOfferForm(context, 'PUT', created._id, fields, [], {});

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Ad not found' });
    expect(malformed.statusCode).toBe(400);
    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(context)).toEqual(before);
  });
});

describe('DELETE /storeads/:adId', () => {
  it('deletes the ad and its image files', async () => {
    const context = await setUp();
    const created = await createOffer(context, 2);
    const other = await createOffer(context, 1);

    const response = await context.app.inject({
      method: 'DELETE',
      url: `${API}/storeads/${created._id}`,
      headers: context.auth,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Ad deleted successfully' });
    expect(countRows(context.app, 'ads')).toBe(1);
    expect(uploadedFiles(context.dataDir)).toEqual(other.adsImages.flatMap(filesOf).sort());
  });

  it('answers 404 for an unknown ad, 400 for a malformed id and 401 without a token, deleting nothing', async () => {
    const context = await setUp();
    const created = await createOffer(context, 1);
    const before = snapshot(context);
    const remove = (id: string, headers = context.auth) =>
      context.app.inject({ method: 'DELETE', url: `${API}/storeads/${id}`, headers });

    const unknown = await remove('987654');
    const malformed = await remove('-1');
    const anonymous = await remove(created._id, {} as typeof context.auth);

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Ad not found' });
    expect(malformed.statusCode).toBe(400);
    expect(anonymous.statusCode).toBe(401);
    expect(snapshot(context)).toEqual(before);
  });
});

describe('GET /storeads/:storeId', () => {
  it("lists the store's ads newest first, future and expired ones included", async () => {
    const context = await setUp();
    const otherStore = insertStore(context, { storeName: 'Spice Route' });
    const expired = insertOffer(context, { storeId: context.storeId, startDate: day(-9), endDate: day(-2) });
    const future = insertOffer(context, { storeId: context.storeId, startDate: day(2), endDate: day(9) });
    insertOffer(context, { storeId: otherStore });

    const response = await context.app.inject({
      method: 'GET',
      url: `${API}/storeads/${context.storeId}`,
      headers: context.auth,
    });

    expect(response.statusCode).toBe(200);
    const offers = response.json() as Array<{ _id: string; storeName: string }>;
    expect(offers.map((ad) => ad._id)).toEqual([String(future), String(expired)]);
    expect(offers.every((ad) => ad.storeName === 'Silk House')).toBe(true);
  });

  it("embeds the store's owner, which the original client's Store Owner box shows, and public answers still leave out", async () => {
    const context = await setUp();
    const adId = insertOffer(context, { storeId: context.storeId });

    const [ad] = (
      await context.app.inject({ method: 'GET', url: `${API}/storeads/${context.storeId}`, headers: context.auth })
    ).json();
    const offer = (await context.app.inject({ method: 'GET', url: `${API}/storeads/ad/${adId}` })).json();

    expect(ad.storeId).toEqual({ ...expectedView(context.storeId).storeId, ownerName: 'Owner' });
    expect(offer.storeId).not.toHaveProperty('ownerName');
  });

  it('answers an empty list for a store without ads, 404 for an unknown store, 401 without a token', async () => {
    const context = await setUp();
    const get = (id: string | number, headers = context.auth) =>
      context.app.inject({ method: 'GET', url: `${API}/storeads/${id}`, headers });

    expect((await get(context.storeId)).json()).toEqual([]);
    const unknown = await get(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Store not found' });
    expect((await get('1e3')).statusCode).toBe(400);
    expect((await get(context.storeId, {} as typeof context.auth)).statusCode).toBe(401);
  });
});

describe('GET /storeads/getTotalAdImagesCount', () => {
  it('sums the images of every ad', async () => {
    const context = await setUp();
    insertOffer(context, {
      storeId: context.storeId,
      images: ['uploads/ads/a.400x300.webp', 'uploads/ads/b.400x300.webp'],
    });
    insertOffer(context, { storeId: context.storeId, startDate: day(3), endDate: day(4) });

    const response = await context.app.inject({
      method: 'GET',
      url: `${API}/storeads/getTotalAdImagesCount`,
      headers: context.auth,
    });
    const anonymous = await context.app.inject({ method: 'GET', url: `${API}/storeads/getTotalAdImagesCount` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalImages: 3 });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /storeads/ad/:id', () => {
  it('returns a started ad, current or expired, and 404 for a future or unknown one', async () => {
    const context = await setUp();
    const created = await createOffer(context, 2);
    const expired = insertOffer(context, { storeId: context.storeId, startDate: day(-9), endDate: day(-1) });
    const future = insertOffer(context, { storeId: context.storeId, startDate: day(1), endDate: day(9) });
    const get = (id: string | number) => context.app.inject({ method: 'GET', url: `${API}/storeads/ad/${id}` });

    const current = await get(created._id);
    expect(current.statusCode).toBe(200);
    const { status: _status, publicUrl: _publicUrl, ...shown } = created as typeof created & Record<string, unknown>;
    expect(current.json()).toEqual(shown);
    expect((await get(expired)).json()).toMatchObject({ _id: String(expired), endDate: day(-1) });
    for (const id of [future, 987654]) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found' });
    }
    expect((await get('abc')).statusCode).toBe(400);
  });
});

describe('PUT /storeads/click/:adId', () => {
  it('counts a view without a token and records it for the day', async () => {
    const context = await setUp();
    const adId = insertOffer(context, { storeId: context.storeId });
    const click = () => context.app.inject({ method: 'PUT', url: `${API}/storeads/click/${adId}` });

    expect((await click()).json()).toEqual({ totalClicks: 1 });
    expect((await click()).json()).toEqual({ totalClicks: 2 });
    const admin = await context.app.inject({
      method: 'GET',
      url: `${API}/storeads/${context.storeId}`,
      headers: context.auth,
    });
    expect(admin.json()[0].clicks).toBe(2);
    expect(
      context.app.db.$client.prepare("SELECT day, value FROM daily_counters WHERE name = 'adViews'").all(),
    ).toEqual([{ day: today(), value: 2 }]);
  });

  it('answers 404 for an unknown or not yet started ad and 400 for a malformed id, counting nothing', async () => {
    const context = await setUp();
    const future = insertOffer(context, { storeId: context.storeId, startDate: day(1), endDate: day(2) });
    const click = (id: string | number) => context.app.inject({ method: 'PUT', url: `${API}/storeads/click/${id}` });

    for (const id of [future, 987654]) {
      const response = await click(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Offer not found' });
    }
    expect((await click('x')).statusCode).toBe(400);
    expect(countRows(context.app, 'daily_counters')).toBe(0);
    expect(context.app.db.$client.prepare('SELECT clicks FROM ads').get()).toEqual({ clicks: 0 });
  });

  it('is rate-limited per client', async () => {
    const context = await setUp();
    const adId = insertOffer(context, { storeId: context.storeId });
    const click = (remoteAddress: string) =>
      context.app.inject({ method: 'PUT', url: `${API}/storeads/click/${adId}`, remoteAddress });

    for (let i = 0; i < 120; i++) expect((await click('10.7.0.1')).statusCode).toBe(200);
    const limited = await click('10.7.0.1');

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/),
    });
    expect((await click('10.7.0.2')).json()).toEqual({ totalClicks: 121 });
  });
});

describe('route precedence under /storeads', () => {
  it('sends each static path to its own route, not to /storeads/:storeId', async () => {
    const context = await setUp();
    const adId = insertOffer(context, { storeId: context.storeId });
    const get = (path: string) =>
      context.app.inject({ method: 'GET', url: `${API}/storeads/${path}`, headers: context.auth });

    expect((await get('adswithstore')).json()).toMatchObject({ totalAds: 1, currentPage: 1 });
    expect((await get('adswithstoreadmin')).json()).toMatchObject({ totalAds: 1, currentPage: 1 });
    expect((await get('getTotalAdImagesCount')).json()).toEqual({ totalImages: 1 });
    expect((await get(`ad/${adId}`)).json()).toMatchObject({ _id: String(adId) });
    expect((await get(`saved?ids=${adId}`)).json()).toMatchObject({ data: [{ _id: String(adId) }] });
    expect((await get(String(context.storeId))).json()).toHaveLength(1);
  });
});
