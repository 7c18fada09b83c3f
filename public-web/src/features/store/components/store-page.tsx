// /store/{id}: the store's logo, name, category, place and address, contact buttons, opening hours with whether it is
// open now (worked out in the browser, so a prerendered page never shows a stale status), map links and its offers.

import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Icon } from '../../../components/icons';
import { OfferGrid } from '../../../components/offers/offer-grid';
import { RecordNotFound } from '../../../components/record-not-found';
import { ResponsiveImage } from '../../../components/responsive-image';
import { directionsUrl, mapUrl } from '../../../lib/maps';
import { publicOrigin } from '../../../lib/seo';
import { SITE_NAME, telLink, whatsappLink } from '../../../lib/site';
import { recordEvent } from '../../../lib/visitor-events';
import { storePageQueryOptions } from '../api/store-queries';
import { storePath, storePlace } from '../store-head';
import { OpeningHoursBox } from './opening-hours-box';

const route = getRouteApi('/store/$id');
const NOT_FOUND = 'Store not found. Please check the URL and try again.';

export function StorePage() {
  const { id } = route.useParams();
  const { data: page, isPending, error } = useQuery(storePageQueryOptions(id));
  const shownId = page?.store._id;
  useEffect(() => {
    if (shownId) recordEvent('view', { storeId: shownId });
  }, [shownId]);

  if (isPending) return <p className="container section muted">Loading store...</p>;
  if (!page) {
    return (
      <RecordNotFound error={error} notFound={NOT_FOUND} failed="Failed to fetch store" testId="store-not-found" />
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
  const greeting = `Hi! I found ${store.storeName} on ${SITE_NAME}: ${publicOrigin()}${storePath(store._id)}`;

  return (
    <div className="container section store-page">
      <header className="store-hero">
        {store.logoUrl && (
          <ResponsiveImage path={store.logoUrl} alt={`${store.storeName} logo`} sizes="96px" priority />
        )}
        <div>
          <h1>{store.storeName}</h1>
          {store.category && <span className="badge category">{store.category}</span>}
          <p className="muted store-place">{place || 'Unknown Location'}</p>
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
            <Icon name="phone" /> Call
          </a>
        )}
        {store.email && (
          <a className="button ghost" href={`mailto:${store.email}`}>
            <Icon name="mail" /> E-mail
          </a>
        )}
        <a
          className="button ghost"
          href={directionsUrl(mapPlace)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={tapped('directions')}
        >
          <Icon name="directions" /> Directions
        </a>
      </div>
      <div className="store-details">
        <OpeningHoursBox openingHours={store.openingHours} />
        <div className="info-box">
          <h2>Location</h2>
          <p>{place || 'Not available'}</p>
          <p className="store-map-links">
            <a href={mapUrl(mapPlace)} target="_blank" rel="noopener noreferrer" onClick={tapped('directions')}>
              {store.latitude !== null ? 'View on map' : 'Search on map'}
            </a>
            <a href={directionsUrl(mapPlace)} target="_blank" rel="noopener noreferrer" onClick={tapped('directions')}>
              Get directions
            </a>
          </p>
        </div>
      </div>
      <section className="store-offers" aria-labelledby="store-offers-heading">
        <h2 id="store-offers-heading">{offers.length > 0 ? `Current offers (${offers.length})` : 'Current offers'}</h2>
        {offers.length > 0 ? (
          <OfferGrid offers={offers} copiedMessage="Offer link copied!" copyFailedMessage="Failed to copy link" />
        ) : (
          <p className="muted">
            No current offers from this store right now. <Link to="/offers">See all offers</Link>
          </p>
        )}
      </section>
    </div>
  );
}
