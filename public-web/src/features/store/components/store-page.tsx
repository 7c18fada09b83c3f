// /store/{id}: the store's logo, name, category, place and address, contact buttons, opening hours with whether it is
// open now (worked out in the browser, so a prerendered page never shows a stale status), map links and its offers.

import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Icon } from '../../../components/icons';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { RecordNotFound } from '../../../components/record-not-found';
import { ResponsiveImage } from '../../../components/responsive-image';
import { localizedPath } from '../../../lib/i18n/locale';
import { formatNumber, useLocale, useMessages } from '../../../lib/i18n/messages';
import { directionsUrl, mapUrl } from '../../../lib/maps';
import { publicOrigin } from '../../../lib/seo';
import { SITE_NAME, telLink, whatsappLink } from '../../../lib/site';
import { recordEvent } from '../../../lib/visitor-events';
import { storePageQueryOptions } from '../api/store-queries';
import { storePageInLocale, storePath, storePlace } from '../store-head';
import { OpeningHoursBox } from './opening-hours-box';

const route = getRouteApi('/store/$id');

export function StorePage() {
  const { id } = route.useParams();
  const { data: record, isPending, error } = useQuery(storePageQueryOptions(id));
  const m = useMessages();
  const locale = useLocale();
  const page = record && storePageInLocale(record, locale);
  const shownId = page?.store._id;
  useEffect(() => {
    if (shownId) recordEvent('view', { storeId: shownId });
  }, [shownId]);

  if (isPending) return <p className="container section muted">{m.store.loading}</p>;
  if (!page) {
    return (
      <RecordNotFound error={error} notFound={m.store.notFound} failed={m.store.failed} testId="store-not-found" />
    );
  }

  const { store, offers } = page;
  const phone = store.contact.replace(/\D/g, '');
  const place = storePlace(store);
  const mapPlace = {
    latitude: store.latitude,
    longitude: store.longitude,
    parts: [store.storeName, store.address, store.location, store.district],
  };
  /** Counts a tap for the shop's stats; every map link counts as directions. */
  const tapped = (type: 'whatsapp' | 'call' | 'directions') => () => recordEvent(type, { storeId: store._id });
  const greeting = m.store.greeting(
    store.storeName,
    SITE_NAME,
    `${publicOrigin()}${localizedPath(storePath(store._id), locale)}`,
  );

  return (
    <div className="container section store-page">
      <header className="store-hero">
        {store.logoUrl && (
          <ResponsiveImage path={store.logoUrl} alt={m.storeLogo(store.storeName)} sizes="96px" priority />
        )}
        <div>
          <h1>{store.storeName}</h1>
          {store.category && <span className="badge category">{store.category}</span>}
          <p className="muted store-place">{place || m.unknownLocation}</p>
          {store.address && (
            <p className="store-address">
              <a href={mapUrl(mapPlace)} target="_blank" rel="noopener noreferrer" onClick={tapped('directions')}>
                {store.address}
              </a>
            </p>
          )}
        </div>
      </header>
      <div className="detail-actions store-actions">
        {phone && (
          <a
            className="button whatsapp"
            href={whatsappLink(phone, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={tapped('whatsapp')}
          >
            <Icon name="whatsapp" /> WhatsApp
          </a>
        )}
        {phone && (
          <a className="button primary" href={telLink(phone)} onClick={tapped('call')}>
            <Icon name="phone" /> {m.store.call}
          </a>
        )}
        {store.email && (
          <a className="button ghost" href={`mailto:${store.email}`}>
            <Icon name="mail" /> {m.store.email}
          </a>
        )}
        <a
          className="button ghost"
          href={directionsUrl(mapPlace)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={tapped('directions')}
        >
          <Icon name="directions" /> {m.store.directions}
        </a>
      </div>
      <div className="store-details">
        <OpeningHoursBox openingHours={store.openingHours} />
        <div className="info-box">
          <h2>{m.store.location}</h2>
          <p>{place || m.notAvailable}</p>
          <p className="store-map-links">
            <a href={mapUrl(mapPlace)} target="_blank" rel="noopener noreferrer" onClick={tapped('directions')}>
              {store.latitude !== null ? m.store.viewOnMap : m.store.searchOnMap}
            </a>
            <a href={directionsUrl(mapPlace)} target="_blank" rel="noopener noreferrer" onClick={tapped('directions')}>
              {m.store.getDirections}
            </a>
          </p>
        </div>
      </div>
      <section className="store-offers" aria-labelledby="store-offers-heading">
        <h2 id="store-offers-heading">
          {offers.length > 0 ? m.store.currentOffersCount(formatNumber(offers.length, locale)) : m.store.currentOffers}
        </h2>
        {offers.length > 0 ? (
          <OfferGrid offers={offers} copiedMessage={m.card.linkCopied} copyFailedMessage={m.card.copyFailed} />
        ) : (
          <p className="muted">
            {m.store.noOffers} <Link to="/offers">{m.store.seeAll}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
