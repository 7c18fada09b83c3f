import { OFFER_STATUSES } from '@offerboard/shared-types/offer-status';
import { describe, expect, it } from 'vitest';
import { validateAdsReportSearch } from '../../src/features/ads-report/search';
import { parseAuditSearch } from '../../src/features/audit/search';
import { parseBannerSearch } from '../../src/features/banners/search';
import { parseLocationSearch } from '../../src/features/locations/search';
import { validateMessagesSearch } from '../../src/features/messages/search';
import { parseOfferTypeSearch } from '../../src/features/offer-types/search';
import { validateStoreOffersSearch } from '../../src/features/store-offers/search';
import { validateStoreSearch } from '../../src/features/stores/search';
import { compact, matchLabel } from '../../src/lib/search-params';

/** Every list screen's reading of its page from the URL. */
const PAGED = {
  'ads report': validateAdsReportSearch,
  audit: parseAuditSearch,
  locations: parseLocationSearch,
  messages: validateMessagesSearch,
  'offer types': parseOfferTypeSearch,
  stores: validateStoreSearch,
};

describe("the list screens' URL state", () => {
  it('reads a page as a whole number from 2 up, from the text of a link or the number the router parsed', () => {
    for (const [screen, parse] of Object.entries(PAGED)) {
      expect({ screen, page: parse({ page: '3' }).page }).toEqual({ screen, page: 3 });
      expect({ screen, page: parse({ page: 12 }).page }).toEqual({ screen, page: 12 });
    }
  });

  it('leaves page 1 and every malformed or impossible page out of the URL', () => {
    for (const [screen, parse] of Object.entries(PAGED)) {
      for (const page of [1, '1', 0, '-3', '2.5', 'abc', '', ' ', '1e400', 'Infinity', 1_000_001, null, true]) {
        expect({ screen, page, read: parse({ page }).page }).toEqual({ screen, page, read: undefined });
      }
    }
  });

  it('drops blank filters and keeps a number typed as a name as text', () => {
    expect(validateStoreSearch({ search: '  ', category: '', district: 'Ernakulam', location: 7 })).toEqual({
      search: undefined,
      category: undefined,
      district: 'Ernakulam',
      location: '7',
      page: undefined,
    });
    expect(parseLocationSearch({ search: ['Aluva'], district: { title: 'Ernakulam' } })).toEqual({
      search: undefined,
      district: undefined,
      page: undefined,
    });
  });

  it('reads the store name of an older store-list link as its search', () => {
    expect(validateStoreSearch({ storeName: 'Fresh Mart' }).search).toBe('Fresh Mart');
    expect(validateStoreSearch({ storeName: 'Old', search: 'New' }).search).toBe('New');
  });

  it('keeps the report at its default 10 rows unless a size up to 1,000 is asked for', () => {
    expect(validateAdsReportSearch({}).limit).toBeUndefined();
    expect(validateAdsReportSearch({ limit: '10' }).limit).toBeUndefined();
    expect(validateAdsReportSearch({ limit: '1000' }).limit).toBe(1000);
    expect(validateAdsReportSearch({ limit: '1001' }).limit).toBeUndefined();
  });

  it('knows only the offer statuses the API knows: an old or mistyped status shows every offer', () => {
    for (const status of OFFER_STATUSES) {
      expect(validateAdsReportSearch({ status }).status).toBe(status);
      expect(validateStoreOffersSearch({ status, search: 'rice' })).toEqual({ status, search: 'rice' });
    }
    for (const status of ['Live', 'active', 'ending soon', '', undefined, 1]) {
      expect(validateAdsReportSearch({ status }).status).toBeUndefined();
      expect(validateStoreOffersSearch({ status }).status).toBeUndefined();
    }
  });

  it('shows banners of a known screen only', () => {
    expect(parseBannerSearch({ screen: 'mobile' })).toEqual({ screen: 'mobile' });
    expect(parseBannerSearch({ screen: 'desktop' })).toEqual({ screen: 'desktop' });
    for (const screen of ['tablet', 'Mobile', '', undefined]) expect(parseBannerSearch({ screen })).toEqual({});
  });
});

describe("the audit log's URL state", () => {
  it('reads the item type, action, days and page', () => {
    expect(
      parseAuditSearch({ itemType: 'store', action: 'bulk-delete', from: '2026-01-31', to: '2026-02-28', page: '2' }),
    ).toEqual({ itemType: 'store', action: 'bulk-delete', from: '2026-01-31', to: '2026-02-28', page: 2 });
  });

  it('ignores an item type or action it has no words for, the names every object has included', () => {
    for (const value of ['planet', 'Store', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(parseAuditSearch({ itemType: value, action: value })).toMatchObject({
        itemType: undefined,
        action: undefined,
      });
    }
  });

  it('ignores a day that is not written as YYYY-MM-DD or does not exist, which the API would refuse', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-1-5', 'yesterday', '20260105']) {
      expect({ day, read: parseAuditSearch({ from: day, to: day }) }).toMatchObject({
        day,
        read: { from: undefined, to: undefined },
      });
    }
    expect(parseAuditSearch({ from: '2028-02-29' }).from).toBe('2028-02-29');
  });
});

describe('the URL a list writes', () => {
  it('carries only real filters', () => {
    expect(compact({ search: '', district: 'Ernakulam', page: undefined, category: 0 })).toEqual({
      district: 'Ernakulam',
      category: 0,
    });
  });

  it("shows a value read back from a link in the option's own case, or as typed when no option matches", () => {
    const districts = ['Ernakulam', 'Thiruvananthapuram'];
    expect(matchLabel(districts, 'ERNAKULAM')).toBe('Ernakulam');
    expect(matchLabel(districts, 'Kochi')).toBe('Kochi');
    expect(matchLabel(districts, undefined)).toBe('');
  });
});
