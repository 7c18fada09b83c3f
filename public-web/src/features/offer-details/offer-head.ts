// Head tags of an offer page: its picture and title for share previews, and JSON-LD (LocalBusiness + Offer).

import { cutAtWord } from '@offerboard/shared-types/rules';
import { formatDay } from '../../lib/dates';
import type { Messages } from '../../lib/i18n/en';
import { type Locale, localizedPath } from '../../lib/i18n/locale';
import { messagesFor } from '../../lib/i18n/messages';
import { offerInLocale } from '../../lib/i18n/twins';
import { imageUrl } from '../../lib/images';
import type { Offer } from '../../lib/offer-queries';
import { hasEnded, offerTitle } from '../../lib/offers';
import { pageHead, postalAddress, publicOrigin } from '../../lib/seo';

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

/** The offer's absolute address in the page's language, for share texts and previews. */
export function offerUrl(id: string, locale: Locale = 'en'): string {
  return `${publicOrigin()}${localizedPath(`/offerdetails/${id}`, locale)}`;
}

export function offerHead(id: string, record: Offer | null, locale: Locale = 'en') {
  const path = `/offerdetails/${id}`;
  const m = messagesFor(locale);
  if (!record) {
    return pageHead({
      path,
      locale,
      title: m.offer.head.notFound,
      description: m.offer.head.notFoundDescription,
      noindex: true,
    });
  }
  const offer = offerInLocale(record, locale);
  const store = offer.storeId;
  const image = offer.adsImages[0] ?? store.logoUrl;
  const origin = publicOrigin();
  return pageHead({
    path,
    locale,
    type: 'article',
    title: `${offerTitle(offer)} | ${offer.storeName || store.storeName}`,
    description: offerDescription(offer, locale, m),
    image: image || undefined,
    // An ended offer's page stays for old links but out of search results (and out of the sitemap).
    noindex: hasEnded(offer),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: offerTitle(offer),
      description: offer.description,
      category: offer.category,
      url: offerUrl(id, locale),
      inLanguage: locale,
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

/** 'Cashback at Kerala Home Needs, Kodungallur, Thrissur: Instant cashback of 20% on every… From 22 Nov 2026 to 20 Dec 2026.' */
function offerDescription(offer: Offer, locale: Locale, m: Messages): string {
  const store = offer.storeId;
  const place = [store.location, store.district].filter(Boolean).join(', ');
  const what = m.offer.head.what(
    offer.offerType || m.offer.head.typeDefault,
    offer.storeName || store.storeName,
    place,
  );
  const details = offer.description ? `: ${cutAtWord(offer.description, 100)}` : '';
  const period = m.offer.head.period(
    formatDay(offer.startDate, locale, m.dateNotAvailable),
    formatDay(offer.endDate, locale, m.dateNotAvailable),
  );
  const sentence = `${what}${details}`;
  // One stop between the text and the period: none added after the text's own (or the ellipsis of a cut one).
  return `${/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`} ${period}`;
}
