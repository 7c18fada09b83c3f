import { describe, expect, it } from 'vitest';
import {
  listingQuery,
  type OfferSearch,
  PAGE_SIZE,
  parseOfferSearch,
  showingLine,
} from '../../../src/features/offers/offer-search';
import { ALL_MESSAGES } from '../../../src/lib/i18n/all-messages';

const { en, ml } = ALL_MESSAGES;

const NOTHING: OfferSearch = {
  page: undefined,
  storeName: undefined,
  category: undefined,
  district: undefined,
  location: undefined,
  offerType: undefined,
  searchQuery: undefined,
  showExpired: undefined,
  exact: undefined,
  sort: undefined,
};

describe('reading /offers from a shared link', () => {
  it('gives an empty link every key, unset, so the router cannot bring back a raw value', () => {
    const search = parseOfferSearch({});
    expect(search).toEqual(NOTHING);
    expect(Object.keys(search).sort()).toEqual(Object.keys(NOTHING).sort());
  });

  it('reads the filters, the free text, the order and expired offers as the site writes them', () => {
    const filters = {
      storeName: 'Fresh Mart',
      category: 'Groceries',
      district: 'Ernakulam',
      location: 'Kakkanad',
      offerType: 'Flat discount',
      searchQuery: 'rice',
    };
    expect(parseOfferSearch({ ...filters, page: '3', showExpired: 'true', exact: 'true', sort: 'ending' })).toEqual({
      ...filters,
      page: 3,
      showExpired: true,
      exact: true,
      sort: 'ending',
    });
    // The router hands back what it parsed: numbers and booleans, not only text.
    expect(parseOfferSearch({ page: 2, showExpired: true, exact: true, searchQuery: 42, sort: 'nearest' })).toEqual({
      ...NOTHING,
      page: 2,
      showExpired: true,
      exact: true,
      searchQuery: '42',
      sort: 'nearest',
    });
  });

  it('treats a first, malformed or impossible page as page 1', () => {
    for (const page of ['1', '0', '-2', '2.5', 'abc', '', 'Infinity', '1e400', null, ['2', '3']]) {
      expect({ page, read: parseOfferSearch({ page }).page }).toEqual({ page, read: undefined });
    }
  });

  it('trims text, drops blank values and cuts a pasted essay at 200 characters', () => {
    const search = parseOfferSearch({ storeName: '  Fresh Mart ', category: '   ', searchQuery: 'x'.repeat(500) });
    expect(search.storeName).toBe('Fresh Mart');
    expect(search.category).toBeUndefined();
    expect(search.searchQuery).toHaveLength(200);
    expect(parseOfferSearch({ district: ['Ernakulam'], location: { name: 'Aluva' } })).toEqual(NOTHING);
  });

  it('keeps exact only with a search, and ignores unknown orders and anything but true for the switches', () => {
    expect(parseOfferSearch({ exact: 'true' }).exact).toBeUndefined();
    expect(parseOfferSearch({ exact: 'true', searchQuery: '  ' }).exact).toBeUndefined();
    expect(parseOfferSearch({ exact: 'yes', searchQuery: 'rice' }).exact).toBeUndefined();
    expect(parseOfferSearch({ showExpired: '1' }).showExpired).toBeUndefined();
    for (const sort of ['newest', 'price', 'NEAREST', '']) expect(parseOfferSearch({ sort }).sort).toBeUndefined();
  });
});

describe('the API query of a search', () => {
  it('asks for the first page of the fixed size when nothing is chosen', () => {
    expect(listingQuery(parseOfferSearch({}))).toEqual({ page: 1, limit: PAGE_SIZE });
  });

  it("sends only the listing's own keys, whatever else a shared link carried", () => {
    const search = parseOfferSearch({
      page: '2',
      category: 'Groceries',
      searchQuery: 'rice',
      exact: 'true',
      showExpired: 'true',
      sort: 'ending',
      utm_source: 'whatsapp',
      limit: '1000',
    });
    expect(listingQuery(search)).toEqual({
      page: 2,
      limit: PAGE_SIZE,
      category: 'Groceries',
      searchQuery: 'rice',
      exact: true,
      showExpired: true,
      sort: 'ending',
    });
  });

  it('orders by distance only once the position is known, and newest first until then', () => {
    const search = parseOfferSearch({ sort: 'nearest', district: 'Ernakulam' });
    expect(listingQuery(search)).toEqual({ page: 1, limit: PAGE_SIZE, district: 'Ernakulam' });
    expect(listingQuery(search, { lat: 10.0159, lng: 76.3419 })).toEqual({
      page: 1,
      limit: PAGE_SIZE,
      district: 'Ernakulam',
      sort: 'nearest',
      lat: 10.0159,
      lng: 76.3419,
    });
    expect(listingQuery(parseOfferSearch({ sort: 'ending' }), { lat: 10, lng: 76 })).toEqual({
      page: 1,
      limit: PAGE_SIZE,
      sort: 'ending',
    });
  });
});

describe('the count line of /offers', () => {
  it('counts the offers when they fit on one page', () => {
    expect(showingLine(1, 1, 1, en, 'en')).toBe('Showing 1 offer');
    expect(showingLine(1, 7, 7, en, 'en')).toBe('Showing 7 offers');
  });

  it("gives the page's range of the whole list when there are more pages", () => {
    expect(showingLine(1, 12, 123, en, 'en')).toBe('Showing 1-12 of 123 offers');
    expect(showingLine(2, 12, 123, en, 'en')).toBe('Showing 13-24 of 123 offers');
    expect(showingLine(11, 3, 123, en, 'en')).toBe('Showing 121-123 of 123 offers');
  });

  it('says it in Malayalam on a Malayalam page, numbers grouped by ml-IN', () => {
    expect(showingLine(1, 7, 7, ml, 'ml')).toBe('7 ഓഫറുകൾ');
    expect(showingLine(2, 12, 1234, ml, 'ml')).toBe('1,234 ഓഫറുകളിൽ 13-24');
  });
});
