// Head tags of a store page: its name and place for tabs and share previews (its logo as the picture), and
// LocalBusiness JSON-LD with address, telephone, geo and openingHoursSpecification.
import type { Messages } from '../../lib/i18n/en';
import { type Locale, localizedPath } from '../../lib/i18n/locale';
import { messagesFor } from '../../lib/i18n/messages';
import { offerInLocale, recordInLocale } from '../../lib/i18n/twins';
import { imageUrl } from '../../lib/images';
import { mapUrl } from '../../lib/maps';
import { pageHead, postalAddress, publicOrigin } from '../../lib/seo';
import type { Store, StorePage } from './api/store-queries';

export function storePath(id: string): string {
  return `/store/${id}`;
}

export function storePlace(store: Store): string {
  return [store.location, store.district].filter(Boolean).join(', ');
}

/** 'Groceries in Kakkanad, Ernakulam: 3 current offers. MG Road, Kakkanad. Opening hours, contact and directions.' */
function storeDescription({ store, offers }: StorePage, m: Messages): string {
  const what = m.store.head.what(store.category || m.store.head.shop, storePlace(store));
  return `${what}: ${m.store.head.offerCount(offers.length)}. ${store.address ? `${store.address}. ` : ''}${m.store.head.contactLine}`;
}

/** A store's page in `locale`: the store and its offers with their Malayalam twins on a Malayalam page. */
export function storePageInLocale(page: StorePage, locale: Locale): StorePage {
  if (locale === 'en') return page;
  return {
    ...page,
    store: recordInLocale(page.store, locale),
    offers: page.offers.map((offer) => offerInLocale(offer, locale)),
  };
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

export function storeHead(id: string, record: StorePage | null, locale: Locale = 'en') {
  const path = storePath(id);
  const m = messagesFor(locale);
  if (!record) {
    return pageHead({
      path,
      locale,
      title: m.store.head.notFound,
      description: m.store.head.notFoundDescription,
      noindex: true,
    });
  }
  const page = storePageInLocale(record, locale);
  const { store } = page;
  return pageHead({
    path,
    locale,
    title: m.store.head.title(store.storeName, storePlace(store)),
    description: storeDescription(page, m),
    image: store.logoUrl || undefined,
    jsonLd: localBusiness(store, `${publicOrigin()}${localizedPath(path, locale)}`),
  });
}
