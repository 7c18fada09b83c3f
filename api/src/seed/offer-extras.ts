// The optional offer details of seeded offers: about a third get a headline for their title, and some of those a
// coupon code, terms or prices that agree with the offer's discount. They come from a random stream of their own,
// so the rest of the seeded data is the same with or without them.
import type { OfferExtras } from '../routes/offers/offer-extras.js';
import { TERMS_ML } from './malayalam-texts.js';
import type { CategorySpec } from './offer-catalog.js';
import type { SeededRandom } from './seeded-random.js';

const SHARE_WITH_EXTRAS = 1 / 3;
const TERMS = [
  'Valid on the MRP of the listed items only. Cannot be combined with other offers.',
  'One coupon per customer per bill. While stocks last.',
  'Show this page or the coupon code at the billing counter.',
] as const;

const NO_EXTRAS: OfferExtras = {
  couponCode: null,
  terms: null,
  termsMl: null,
  priceBeforePaise: null,
  priceAfterPaise: null,
};

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function headlineOf(offerType: string, percent: number): string {
  if (offerType === 'Buy 1 Get 1') return 'Buy 1 Get 1 on';
  if (offerType === 'Combo Offer') return 'Combo deal on';
  return offerType === 'Cashback' ? `${percent}% cashback on` : `${percent}% off`;
}

function headlineMlOf(offerType: string, percent: number, item: string): string {
  if (offerType === 'Buy 1 Get 1') return `${item}: ഒന്നെടുത്താൽ ഒന്ന് ഫ്രീ`;
  if (offerType === 'Combo Offer') return `${item} കോമ്പോ ഡീൽ`;
  return offerType === 'Cashback' ? `${item}: ${percent}% ക്യാഷ്ബാക്ക്` : `${item} ${percent}% കിഴിവിൽ`;
}

/**
 * The title and extras of one offer of `category` selling `item` at `percent` off: about one offer in three gets a
 * headline (its price, or its deal) as its title instead of the catalogue's, and extras; the others none.
 */
export function seedOfferExtras(
  random: SeededRandom,
  category: CategorySpec,
  offer: { title: string; item: string; percent: number; offerType: string; titleMl: string | null; itemMl?: string },
): OfferExtras & { title: string; titleMl: string | null } {
  if (!random.chance(SHARE_WITH_EXTRAS)) return { title: offer.title, titleMl: offer.titleMl, ...NO_EXTRAS };
  const withPrices = random.chance(0.6);
  const [low, high] = category.prices;
  const before = Math.round(random.int(low, high) / 10) * 10;
  // Two for the price of one is half price each.
  const percent = offer.offerType === 'Buy 1 Get 1' ? 50 : offer.percent;
  const after = Math.round((before * (100 - percent)) / 100) - 1;
  const couponCode = random.chance(0.5)
    ? `${offer.offerType
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 6)
        .toUpperCase()}${offer.percent}`
    : null;
  const price = after.toLocaleString('en-IN');
  const termsIndex = couponCode || withPrices ? random.index(TERMS.length) : undefined;
  const { itemMl } = offer;
  return {
    title: withPrices
      ? `${capitalised(offer.item)} at ₹${price}`.slice(0, 80)
      : `${headlineOf(offer.offerType, percent)} ${offer.item}`.slice(0, 80),
    titleMl: itemMl
      ? (withPrices ? `${itemMl} ₹${price}-ന്` : headlineMlOf(offer.offerType, percent, itemMl)).slice(0, 80)
      : null,
    couponCode,
    terms: termsIndex === undefined ? null : (TERMS[termsIndex] ?? null),
    termsMl: termsIndex === undefined || !itemMl ? null : (TERMS_ML[termsIndex] ?? null),
    priceBeforePaise: withPrices ? before * 100 : null,
    priceAfterPaise: withPrices ? after * 100 : null,
  };
}
