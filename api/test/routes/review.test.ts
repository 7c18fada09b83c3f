// Owners' offers through the operator's review (issue 21): an owner's new offer is nowhere public until approved, a
// change to a live offer leaves the live version public until approved, a rejection's reason reaches the owner who
// sends again, a trusted store publishes at once, and an owner cannot rename or re-file their store.
import { describe, expect, it } from 'vitest';
import {
  insertOffer,
  insertOfferType,
  insertStore,
  offerFields,
  pngFile,
  sendOfferForm,
} from '../fixtures/offers-fixtures.js';
import { API, createTestApp, multipart, type TestContext, uploadedFiles } from '../helpers.js';

async function reviewApp() {
  const ctx = await createTestApp();
  const storeId = insertStore(ctx, { storeName: 'Silk House' });
  insertOfferType(ctx, 'Flat Discount');
  const invited = await ctx.app.inject({
    method: 'POST',
    url: `${API}/stores/${storeId}/owner-invites`,
    headers: ctx.auth,
    payload: { email: 'owner@silk.example' },
  });
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `${API}/invites/${invited.json().url.split('/').pop()}/accept`,
    payload: { password: 'owner-password-1' },
  });
  const owner = { authorization: `Bearer ${accepted.json().token}` };
  return { ...ctx, storeId, owner };
}

type ReviewCtx = Awaited<ReturnType<typeof reviewApp>>;

/** What the public sees of the offer: in the listing, by search, on its page and on its store's page. */
async function publicly(ctx: ReviewCtx, adId: string) {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `${API}${url}` });
  const listed = (await get('/storeads/adswithstore?limit=48')).json().data.map((ad: { _id: string }) => ad._id);
  const found = (await get('/storeads/adswithstore?searchQuery=silk&exact=true')).json().data;
  const page = await get(`/storeads/ad/${adId}`);
  const storePage = (await get(`/store/${ctx.storeId}/page`)).json().offers.map((ad: { _id: string }) => ad._id);
  return {
    listed: listed.includes(adId),
    searched: found.some((ad: { _id: string }) => ad._id === adId),
    onStorePage: storePage.includes(adId),
    title: page.statusCode === 200 ? (page.json().title as string) : undefined,
  };
}

const NOWHERE = { listed: false, searched: false, onStorePage: false, title: undefined };
const everywhere = (title: string) => ({ listed: true, searched: true, onStorePage: true, title });

async function queue(ctx: TestContext) {
  const response = await ctx.app.inject({ method: 'GET', url: `${API}/review`, headers: ctx.auth });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function decide(ctx: TestContext, id: string, decision: 'approve' | 'reject', payload?: object) {
  return ctx.app.inject({ method: 'POST', url: `${API}/review/${id}/${decision}`, headers: ctx.auth, payload });
}

/** The store's offers as its owner sees them. */
async function ownersOffers(ctx: ReviewCtx) {
  const response = await ctx.app.inject({ method: 'GET', url: `${API}/storeads/${ctx.storeId}`, headers: ctx.owner });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ _id: string; title: string; review?: { status: string; reason?: string } }>;
}

function auditActions(ctx: TestContext) {
  return ctx.app.db.$client
    .prepare(
      "SELECT action, item_type AS itemType, actor_email AS actor FROM audit_log WHERE action != 'login' ORDER BY id",
    )
    .all();
}

describe('review of owners’ offers', () => {
  it("keeps an owner's new offer off every public list until the operator approves it", async () => {
    const ctx = await reviewApp();
    const created = await sendOfferForm(
      ctx,
      'POST',
      ctx.storeId,
      offerFields({ title: 'Silk saree festival' }),
      [await pngFile()],
      ctx.owner,
    );
    expect(created.statusCode).toBe(201);
    const adId = created.json()._id;
    expect(created.json().review).toMatchObject({ kind: 'new', status: 'pending' });
    expect(await publicly(ctx, adId)).toEqual(NOWHERE);

    const { items, total } = await queue(ctx);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'new',
      offer: { _id: adId, title: 'Silk saree festival' },
      store: { storeName: 'Silk House' },
      submittedBy: 'owner@silk.example',
      images: { before: [], after: created.json().adsImages },
    });
    expect(items[0].changes).toContainEqual({ field: 'title', before: null, after: 'Silk saree festival' });

    expect((await decide(ctx, items[0]._id, 'approve')).statusCode).toBe(200);
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk saree festival'));
    expect((await queue(ctx)).total).toBe(0);
    expect((await decide(ctx, items[0]._id, 'approve')).statusCode).toBe(409);
    expect((await ownersOffers(ctx))[0]?.review).toBeUndefined();
    expect(auditActions(ctx)).toEqual([
      { action: 'create', itemType: 'invite', actor: 'admin@example.com' },
      { action: 'accept-invite', itemType: 'admin', actor: expect.any(String) },
      { action: 'create', itemType: 'offer', actor: 'owner@silk.example' },
      { action: 'approve', itemType: 'review', actor: 'admin@example.com' },
    ]);
  });

  it("keeps the live version of an offer public while the owner's change waits, then publishes the change", async () => {
    const ctx = await reviewApp();
    const live = await sendOfferForm(ctx, 'POST', ctx.storeId, offerFields({ title: 'Silk week' }), [await pngFile()]);
    const adId = live.json()._id;
    const [oldImage] = live.json().adsImages;
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk week'));

    const changed = await sendOfferForm(
      ctx,
      'PUT',
      adId,
      offerFields({ title: 'Silk month', couponCode: 'SILK10' }),
      [await pngFile('new.png')],
      ctx.owner,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Silk week', review: { kind: 'change', status: 'pending' } });
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk week'));
    expect((await ownersOffers(ctx))[0]?.review?.status).toBe('pending');

    const [item] = (await queue(ctx)).items;
    expect(item.kind).toBe('change');
    expect(item.changes).toEqual([
      { field: 'title', before: 'Silk week', after: 'Silk month' },
      { field: 'couponCode', before: null, after: 'SILK10' },
    ]);
    expect(item.images.before).toEqual([oldImage]);
    expect(item.images.after).toHaveLength(1);
    expect(item.images.after[0]).not.toBe(oldImage);
    const oldFile = oldImage.replace('uploads/', '');
    expect(uploadedFiles(ctx.dataDir)).toContain(oldFile);

    const typeId = insertOfferType(ctx, 'Festival');
    ctx.app.db.$client.prepare("UPDATE review_items SET proposed = json_set(proposed, '$.offerTypeId', ?)").run(typeId);
    ctx.app.db.$client.prepare('DELETE FROM offer_types WHERE id = ?').run(typeId);
    const gone = await decide(ctx, item._id, 'approve');
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toContain('offer type');
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk week'));
    ctx.app.db.$client
      .prepare(
        "UPDATE review_items SET proposed = json_set(proposed, '$.offerTypeId', (SELECT min(id) FROM offer_types))",
      )
      .run();

    expect((await decide(ctx, item._id, 'approve')).statusCode).toBe(200);
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk month'));
    const ad = (await ctx.app.inject({ method: 'GET', url: `${API}/storeads/ad/${adId}` })).json();
    expect(ad).toMatchObject({ couponCode: 'SILK10', adsImages: item.images.after });
    expect(uploadedFiles(ctx.dataDir)).not.toContain(oldFile);
  });

  it("refuses to approve an owner's change made before the operator edited the offer, and says so in the queue", async () => {
    const ctx = await reviewApp();
    const live = await sendOfferForm(ctx, 'POST', ctx.storeId, offerFields({ title: 'Silk week' }), [await pngFile()]);
    const adId = live.json()._id;
    const images = live.json().adsImages;
    const ownerChange = offerFields({ title: 'Silk month', existingImages: images });
    await sendOfferForm(ctx, 'PUT', adId, ownerChange, [], ctx.owner);
    expect((await queue(ctx)).items[0].stale).toBe(false);
    // Pausing and resuming is not an edit of what the change writes.
    await ctx.app.inject({ method: 'POST', url: `${API}/storeads/${adId}/pause`, headers: ctx.auth });
    await ctx.app.inject({ method: 'POST', url: `${API}/storeads/${adId}/resume`, headers: ctx.auth });
    expect((await queue(ctx)).items[0].stale).toBe(false);

    const operatorEdit = offerFields({ title: 'Silk week', couponCode: 'OPERATOR5', existingImages: images });
    expect((await sendOfferForm(ctx, 'PUT', adId, operatorEdit, [])).statusCode).toBe(200);
    const [item] = (await queue(ctx)).items;
    expect(item.stale).toBe(true);
    const stored = () => ctx.app.db.$client.prepare('SELECT * FROM ads WHERE id = ?').get(adId);
    const before = stored();
    const refused = await decide(ctx, item._id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This offer was edited after the owner sent this change. Reject it with a note, or ask the owner to send it again.',
    );
    expect(stored()).toEqual(before);
    expect((await queue(ctx)).total).toBe(1);

    // Sent again on the operator's version, the change is current and approves.
    await sendOfferForm(ctx, 'PUT', adId, { ...ownerChange, couponCode: 'OPERATOR5' }, [], ctx.owner);
    const [again] = (await queue(ctx)).items;
    expect(again.stale).toBe(false);
    expect((await decide(ctx, again._id, 'approve')).statusCode).toBe(200);
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk month'));
  });

  it("shows the operator's reason to the owner, who edits and sends the offer again", async () => {
    const ctx = await reviewApp();
    const created = await sendOfferForm(
      ctx,
      'POST',
      ctx.storeId,
      offerFields({ title: 'Silk clearance' }),
      [await pngFile()],
      ctx.owner,
    );
    const adId = created.json()._id;
    const [item] = (await queue(ctx)).items;

    expect((await decide(ctx, item._id, 'reject', {})).statusCode).toBe(400);
    expect((await decide(ctx, item._id, 'reject', { reason: '   ' })).statusCode).toBe(400);
    expect((await ownersOffers(ctx))[0]?.review?.status).toBe('pending');
    const rejected = await decide(ctx, item._id, 'reject', { reason: 'Please show the real price' });
    expect(rejected.statusCode).toBe(200);
    expect((await ownersOffers(ctx))[0]?.review).toMatchObject({
      status: 'rejected',
      reason: 'Please show the real price',
    });
    expect((await queue(ctx)).total).toBe(0);
    expect(await publicly(ctx, adId)).toEqual(NOWHERE);

    const fields = offerFields({
      title: 'Silk clearance',
      priceBefore: '999',
      priceAfter: '699',
      existingImages: created.json().adsImages,
    });
    expect((await sendOfferForm(ctx, 'PUT', adId, fields, [], ctx.owner)).statusCode).toBe(200);
    expect((await ownersOffers(ctx))[0]?.review).toEqual(expect.objectContaining({ status: 'pending' }));
    expect((await ownersOffers(ctx))[0]?.review?.reason).toBeUndefined();
    const [again] = (await queue(ctx)).items;
    expect(again.changes).toContainEqual({ field: 'priceAfter', before: null, after: '699' });
    expect(await publicly(ctx, adId)).toEqual(NOWHERE);
    expect((await decide(ctx, again._id, 'approve')).statusCode).toBe(200);
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk clearance'));
    const actions = auditActions(ctx).map((entry) => (entry as { action: string }).action);
    expect(actions.slice(-4)).toEqual(['create', 'reject', 'update', 'approve']);
  });

  it("publishes a trusted store's owner's offers and changes at once, and the operator's always", async () => {
    const ctx = await reviewApp();
    const setTrusted = (trusted: unknown, headers = ctx.auth) =>
      ctx.app.inject({ method: 'PUT', url: `${API}/Store/${ctx.storeId}/trusted`, headers, payload: { trusted } });
    expect((await setTrusted('yes')).statusCode).toBe(400);
    expect((await setTrusted(true, ctx.owner)).statusCode).toBe(403);
    const trusted = await setTrusted(true);
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json().trusted).toBe(true);

    const created = await sendOfferForm(
      ctx,
      'POST',
      ctx.storeId,
      offerFields({ title: 'Silk today' }),
      [await pngFile()],
      ctx.owner,
    );
    const adId = created.json()._id;
    expect(created.json().review).toBeUndefined();
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk today'));
    const fields = offerFields({ title: 'Silk tomorrow', existingImages: created.json().adsImages });
    await sendOfferForm(ctx, 'PUT', adId, fields, [], ctx.owner);
    expect(await publicly(ctx, adId)).toEqual(everywhere('Silk tomorrow'));
    expect((await queue(ctx)).total).toBe(0);

    expect((await setTrusted(false)).json().trusted).toBe(false);
    const operators = await sendOfferForm(ctx, 'POST', ctx.storeId, offerFields({ title: 'Silk by operator' }), [
      await pngFile(),
    ]);
    expect(await publicly(ctx, operators.json()._id)).toEqual(everywhere('Silk by operator'));
    expect((await queue(ctx)).total).toBe(0);
  });

  it('lets an owner pause, resume, duplicate and delete their offers', async () => {
    const ctx = await reviewApp();
    const adId = String(insertOffer(ctx, { storeId: ctx.storeId, title: 'Silk pause' }));
    const post = (path: string) =>
      ctx.app.inject({ method: 'POST', url: `${API}/storeads/${adId}/${path}`, headers: ctx.owner });
    expect((await post('pause')).json().status).toBe('paused');
    expect((await publicly(ctx, adId)).listed).toBe(false);
    expect((await post('resume')).json().status).not.toBe('paused');
    expect((await publicly(ctx, adId)).listed).toBe(true);

    const copy = await ctx.app.inject({
      method: 'POST',
      url: `${API}/storeads/${adId}/duplicate`,
      headers: ctx.owner,
      payload: multipart(offerFields({ title: 'Silk copy' }), [await pngFile()]),
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().review).toMatchObject({ kind: 'new', status: 'pending' });
    expect(await publicly(ctx, copy.json()._id)).toEqual(NOWHERE);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${API}/storeads/${adId}`, headers: ctx.owner });
    expect(deleted.statusCode).toBe(200);
  });
});

describe("an owner's store profile", () => {
  /** The store form as an owner sends it, with changes. */
  function storeForm(ctx: ReviewCtx, fields: Record<string, string>) {
    return ctx.app.inject({
      method: 'PUT',
      url: `${API}/Store/${ctx.storeId}`,
      headers: ctx.owner,
      payload: multipart({
        ownerName: 'Latha',
        contact: '9847000000',
        email: 'shop@silk.example',
        address: '2 Temple Road',
        location: 'Aluva',
        openingHours: '',
        latitude: '10.1',
        longitude: '76.35',
        ...fields,
      }),
    });
  }

  it('changes contact, address and pin at once, but never the name, category or district', async () => {
    const ctx = await reviewApp();
    const store = () => ctx.app.db.$client.prepare('SELECT * FROM stores WHERE id = ?').get(ctx.storeId);
    const before = store();
    for (const [fields, field] of [
      [{ storeName: 'Silk Palace' }, 'storeName'],
      [{ category: 'Groceries' }, 'category'],
      [{ district: 'Thrissur', location: 'Chalakudy' }, 'district'],
    ] as const) {
      if (field === 'category') ctx.app.db.$client.prepare("INSERT INTO categories (title) VALUES ('Groceries')").run();
      if (field === 'district') {
        ctx.app.db.$client
          .prepare(
            "INSERT INTO locations (district_id, location_name) SELECT id, 'Chalakudy' FROM districts WHERE title = 'Thrissur'",
          )
          .run();
      }
      const refused = await storeForm(ctx, fields);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain(`(${field})`);
      expect(store()).toEqual(before);
    }

    const saved = await storeForm(ctx, { storeName: 'Silk House', category: 'Textiles', district: 'Ernakulam' });
    expect(saved.statusCode).toBe(200);
    const left = await storeForm(ctx, { address: '3 Temple Road' });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({
      storeName: 'Silk House',
      contact: '9847000000',
      address: '3 Temple Road',
      latitude: 10.1,
      category: { title: 'Textiles' },
      district: 'Ernakulam',
    });
    const page = await ctx.app.inject({ method: 'GET', url: `${API}/store/${ctx.storeId}/page` });
    expect(page.json().store).toMatchObject({ address: '3 Temple Road', contact: '9847000000' });
    expect(page.json().store.trusted).toBeUndefined();
  });
});
