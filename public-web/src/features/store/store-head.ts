// Head tags of a store page: its name and place for tabs and share previews (its logo as the picture), and
// LocalBusiness JSON-LD with address, telephone, geo and openingHoursSpecification.
import { imageUrl } from '../../lib/images';
import { mapUrl } from '../../lib/maps';
import { pageHead, postalAddress, publicOrigin } from '../../lib/seo';
import { SITE_NAME } from '../../lib/site';
import type { Store, StorePage } from './api/store-queries';

export function storePath(id: string): string {
  return `/store/${id}`;
}

export function storePlace(store: Store): string {
  return [store.location, store.district].filter(Boolean).join(', ');
}

/** 'Groceries in Kakkanad, Ernakulam: 3 current offers. MG Road, Kakkanad. Opening hours, contact and directions.' */
function storeDescription({ store, offers }: StorePage): string {
  const place = storePlace(store);
  const what = `${store.category || 'Shop'}${place ? ` in ${place}` : ''}`;
  const count = offers.length === 1 ? '1 current offer' : `${offers.length || 'No'} current offers`;
  return `${what}: ${count}. ${store.address ? `${store.address}. ` : ''}Opening hours, contact and directions.`;
}

function openingHoursSpecification(store: Store) {
  return (store.openingHours ?? [])
    .filter((day) => !day.closed)
    .map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day.day}`,
      opens: day.open,
      closes: day.close,
    }));
}

function localBusiness(store: Store, url: string) {
  const origin = publicOrigin();
  const digits = store.contact.replace(/\D/g, '').slice(-10);
  const hours = openingHoursSpecification(store);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: store.storeName,
    url,
    image: store.logoUrl ? `${origin}${imageUrl(store.logoUrl)}` : undefined,
    telephone: digits ? `+91${digits}` : undefined,
    email: store.email || undefined,
    address: postalAddress(store.address, store.location),
    geo:
      store.latitude !== null && store.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude }
        : undefined,
    hasMap: mapUrl({ latitude: store.latitude, longitude: store.longitude, parts: [store.storeName, store.address] }),
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
  };
}

export function storeHead(id: string, page: StorePage | null) {
  const path = storePath(id);
  if (!page) {
    return pageHead({
      path,
      title: `Store not found | ${SITE_NAME}`,
      description: `This store could not be found on ${SITE_NAME}. Browse the current offers of local shops in Kerala.`,
      noindex: true,
    });
  }
  const { store } = page;
  const place = storePlace(store);
  return pageHead({
    path,
    title: `${store.storeName}${place ? `, ${place}` : ''}: offers and opening hours | ${SITE_NAME}`,
    description: storeDescription(page),
    image: store.logoUrl || undefined,
    jsonLd: localBusiness(store, `${publicOrigin()}${path}`),
  });
}
