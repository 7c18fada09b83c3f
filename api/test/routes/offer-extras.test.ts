import { describe, expect, it } from 'vitest';
import { insertOfferType, insertStore, offerFields, pngFiles, sendOfferForm } from '../fixtures/offers-fixtures.js';
import { API, countRows, createTestApp } from '../helpers.js';

const EXTRAS = {
  couponCode: 'ONAM-35',
  terms: 'One coupon per customer.\nNot valid with other offers.',
  priceBefore: '2000',
  priceAfter: '1299.50',
};

async function setUp() {
  const context = await createTestApp();
  const storeId = insertStore(context, { storeName: 'Silk House' });
  insertOfferType(context, 'Flat Discount');
  return { ...context, storeId };
}

describe('richer offer fields', () => {
  it('stores the coupon, terms and prices and shows them in the admin and public views', async () => {
    const context = await setUp();

    const created = await sendOfferForm(context, 'POST', context.storeId, offerFields(EXTRAS), await pngFiles(1));

    expect(created.statusCode).toBe(201);
    const extras = {
      couponCode: 'ONAM-35',
      terms: 'One coupon per customer.\nNot valid with other offers.',
      priceBefore: 2000,
      priceAfter: 1299.5,
    };
    expect(created.json()).toMatchObject(extras);
    const stored = context.app.db.$client
      .prepare('SELECT price_before_paise AS before, price_after_paise AS after FROM ads')
      .get();
    expect(stored).toEqual({ before: 200000, after: 129950 });
    const publicView = await context.app.inject({ url: `${API}/storeads/ad/${created.json()._id}` });
    expect(publicView.json()).toMatchObject(extras);
    const report = await context.app.inject({ url: `${API}/storeads/adswithstoreadmin`, headers: context.auth });
    expect(report.json().data[0]).toMatchObject(extras);
  });

  it('leaves the fields out of an offer that has none, as before', async () => {
    const context = await setUp();

    const created = await sendOfferForm(context, 'POST', context.storeId, offerFields(), await pngFiles(1));

    const view = created.json();
    for (const key of Object.keys(EXTRAS)) expect(view).not.toHaveProperty(key);
  });

  it('clears fields that an edit sends empty or leaves out', async () => {
    const context = await setUp();
    const created = await sendOfferForm(context, 'POST', context.storeId, offerFields(EXTRAS), await pngFiles(1));
    const offer = created.json() as { _id: string; adsImages: string[] };

    const edited = await sendOfferForm(
      context,
      'PUT',
      offer._id,
      offerFields({ existingImages: offer.adsImages, couponCode: 'NEW10' }),
      [],
    );

    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ couponCode: 'NEW10' });
    for (const key of ['terms', 'priceBefore', 'priceAfter']) expect(edited.json()).not.toHaveProperty(key);
  });

  it.each([
    [{ couponCode: 'TWO WORDS' }, 'couponCode', 'Coupon code must be at most 30 letters, digits, - or _ (no spaces).'],
    [
      { couponCode: 'A'.repeat(31) },
      'couponCode',
      'Coupon code must be at most 30 letters, digits, - or _ (no spaces).',
    ],
    [{ terms: 't'.repeat(1001) }, 'terms', 'Terms must be at most 1000 characters.'],
    [{ priceBefore: '-5', priceAfter: '1' }, 'priceBefore', expect.stringContaining('Enter the price in rupees')],
    [{ priceBefore: '0', priceAfter: '0' }, 'priceAfter', expect.stringContaining('Enter the price in rupees')],
    [{ priceBefore: '10.555', priceAfter: '5' }, 'priceBefore', expect.stringContaining('Enter the price in rupees')],
    [{ priceBefore: '1e3', priceAfter: '5' }, 'priceBefore', expect.stringContaining('Enter the price in rupees')],
    [{ priceBefore: '100000000', priceAfter: '5' }, 'priceBefore', expect.stringContaining('at most 10000000')],
    [{ priceBefore: '500', priceAfter: '500' }, 'priceAfter', 'The offer price must be lower than the price before.'],
    [{ priceBefore: '500', priceAfter: '900' }, 'priceAfter', 'The offer price must be lower than the price before.'],
    [{ priceBefore: '500' }, 'priceAfter', 'Enter the offer price too, or leave both prices empty.'],
  ])('refuses %o with a 400 on %s and stores nothing', async (fields, field, message) => {
    const context = await setUp();

    const response = await sendOfferForm(context, 'POST', context.storeId, offerFields(fields), await pngFiles(1));

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(countRows(context.app, 'ads')).toBe(0);
  });

  it('accepts an offer price alone (no discount to show)', async () => {
    const context = await setUp();

    const response = await sendOfferForm(
      context,
      'POST',
      context.storeId,
      offerFields({ priceAfter: '199' }),
      await pngFiles(1),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ priceAfter: 199 });
    expect(response.json()).not.toHaveProperty('priceBefore');
  });
});
