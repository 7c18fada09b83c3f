// Head tags of an offer page: its picture and title for share previews, and JSON-LD (LocalBusiness + Offer).

import { imageUrl } from '../../lib/images';
import { pageHead, publicOrigin } from '../../lib/seo';
import type { Offer } from '../offers/api/offers-queries';

export function offerTitle(offer: Offer): string {
  return offer.description || offer.title || 'Special Offer';
}

export function offerHead(id: string, offer: Offer | null) {
  const path = `/offerdetails/${id}`;
  if (!offer) {
    return pageHead({
      path,
      title: 'Offer | OfferBoard',
      description: 'An offer from a local shop in Kerala on OfferBoard.',
    });
  }
  const store = offer.storeId;
  const place = [store.location, store.district].filter(Boolean).join(', ');
  const image = offer.adsImages[0] ?? store.logoUrl;
  const origin = publicOrigin();
  return pageHead({
    path,
    type: 'article',
    title: `${offerTitle(offer)} at ${offer.storeName || store.storeName} | OfferBoard`,
    description: `${offer.offerType || 'Special'} offer at ${store.storeName}${place ? `, ${place}` : ''}. Valid ${offer.startDate} to ${offer.endDate}.`,
    image: image || undefined,
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
      offeredBy: {
        '@type': 'LocalBusiness',
        name: store.storeName,
        telephone: store.contact || undefined,
        email: store.email || undefined,
        image: store.logoUrl ? `${origin}${imageUrl(store.logoUrl)}` : undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: store.address,
          addressLocality: store.location,
          addressRegion: 'Kerala',
          addressCountry: 'IN',
        },
      },
    },
  });
}
