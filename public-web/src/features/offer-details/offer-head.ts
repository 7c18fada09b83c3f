// Head tags of an offer page: its picture and title for share previews, and JSON-LD (LocalBusiness + Offer).

import { cutAtWord } from '@offerboard/shared-types/rules';
import { formatDay } from '../../lib/dates';
import { imageUrl } from '../../lib/images';
import type { Offer } from '../../lib/offer-queries';
import { hasEnded, offerTitle } from '../../lib/offers';
import { pageHead, postalAddress, publicOrigin } from '../../lib/seo';
import { SITE_NAME } from '../../lib/site';

/** The price in INR for search engines, with the price before as a strikethrough price when there is one. */
function priceJsonLd(offer: Offer) {
  if (offer.priceAfter === undefined) return {};
  const price = (amount: number, priceType?: string) => ({
    '@type': 'UnitPriceSpecification',
    price: amount,
    priceCurrency: 'INR',
    priceType,
  });
  return {
    price: offer.priceAfter,
    priceCurrency: 'INR',
    priceSpecification:
      offer.priceBefore === undefined
        ? undefined
        : [price(offer.priceAfter), price(offer.priceBefore, 'https://schema.org/StrikethroughPrice')],
  };
}

/** The offer's absolute address, for share texts and previews. */
export function offerUrl(id: string): string {
  return `${publicOrigin()}/offerdetails/${id}`;
}

export function offerHead(id: string, offer: Offer | null) {
  const path = `/offerdetails/${id}`;
  if (!offer) {
    return pageHead({
      path,
      title: `Offer not found | ${SITE_NAME}`,
      description: `This offer could not be found on ${SITE_NAME}. Browse the current offers of local shops in Kerala.`,
      noindex: true,
    });
  }
  const store = offer.storeId;
  const image = offer.adsImages[0] ?? store.logoUrl;
  const origin = publicOrigin();
  return pageHead({
    path,
    type: 'article',
    title: `${offerTitle(offer)} | ${offer.storeName || store.storeName}`,
    description: offerDescription(offer),
    image: image || undefined,
    // An ended offer's page stays for old links but out of search results (and out of the sitemap).
    noindex: hasEnded(offer),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: offerTitle(offer),
      description: offer.description,
      category: offer.category,
      url: `${origin}${path}`,
      image: image ? `${origin}${imageUrl(image)}` : undefined,
      validFrom: offer.startDate,
      validThrough: `${offer.endDate}T23:59:59+05:30`,
      availability: 'https://schema.org/InStock',
      ...priceJsonLd(offer),
      offeredBy: {
        '@type': 'LocalBusiness',
        name: store.storeName,
        telephone: store.contact || undefined,
        email: store.email || undefined,
        image: store.logoUrl ? `${origin}${imageUrl(store.logoUrl)}` : undefined,
        address: postalAddress(store.address, store.location),
      },
    },
  });
}

/** 'Cashback at Kerala Home Needs, Kodungallur, Thrissur: Instant cashback of 20%... From 22 Nov 2026 to 20 Dec 2026.' */
function offerDescription(offer: Offer): string {
  const store = offer.storeId;
  const place = [store.location, store.district].filter(Boolean).join(', ');
  const what = `${offer.offerType || 'Special offer'} at ${offer.storeName || store.storeName}${place ? `, ${place}` : ''}`;
  const details = offer.description ? `: ${cutAtWord(offer.description, 100)}` : '';
  return `${what}${details}. From ${formatDay(offer.startDate)} to ${formatDay(offer.endDate)}.`;
}
