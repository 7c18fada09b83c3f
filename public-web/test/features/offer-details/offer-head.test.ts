import { cutAtWord } from '@offerboard/shared-types/rules';
import { describe, expect, it } from 'vitest';
import { offerHead } from '../../../src/features/offer-details/offer-head';
import { ALL_MESSAGES } from '../../../src/lib/i18n/all-messages';
import { registerMessages } from '../../../src/lib/i18n/catalogue';
import type { Offer } from '../../../src/lib/offer-queries';
import { setServerOrigins } from '../../../src/lib/server-origins';

registerMessages('en', ALL_MESSAGES.en);
registerMessages('ml', ALL_MESSAGES.ml);
setServerOrigins({ api: 'http://127.0.0.1:3000', site: 'https://offers.example.in' });

const offer = (description: string): Offer => ({
  _id: '7',
  storeId: {
    _id: '3',
    storeName: 'Kerala Home Needs',
    contact: '9847012345',
    email: '',
    address: 'MG Road',
    district: 'Thrissur',
    location: 'Kodungallur',
    category: 'Groceries',
    logoUrl: '',
    openingHours: null,
    latitude: null,
    longitude: null,
  },
  storeName: 'Kerala Home Needs',
  title: 'Cashback',
  description,
  offerType: 'Cashback',
  category: 'Groceries',
  startDate: '2026-11-22',
  endDate: '2026-12-20',
  adsImages: [],
});

const descriptionOf = (record: Offer, locale: 'en' | 'ml' = 'en') =>
  offerHead(record._id, record, locale).meta.find((tag) => tag.name === 'description')?.content;

describe("an offer page's description (share previews, search results)", () => {
  it('ends its text with one full stop before the period, whether the text has one, none or was cut', () => {
    const what = 'Cashback at Kerala Home Needs, Kodungallur, Thrissur';
    const period = 'From 22 Nov 2026 to 20 Dec 2026.';
    expect(descriptionOf(offer('Exchange within 10 days with the bill.'))).toBe(
      `${what}: Exchange within 10 days with the bill. ${period}`,
    );
    expect(descriptionOf(offer('Instant cashback of 20%'))).toBe(`${what}: Instant cashback of 20%. ${period}`);
    expect(descriptionOf(offer('Big sale!'))).toBe(`${what}: Big sale! ${period}`);
    const long = `Instant cashback of 20% ${'on every purchase '.repeat(8)}`;
    expect(cutAtWord(long, 100)).toMatch(/…$/);
    expect(descriptionOf(offer(long))).toBe(`${what}: ${cutAtWord(long, 100)} ${period}`);
    expect(descriptionOf(offer(''))).toBe(`${what}. ${period}`);
  });
});
