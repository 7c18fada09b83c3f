// /offerdetails/{id}: gallery, store, contact actions, offer period, store details and more offers of the category.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Icon } from '../../../components/icons';
import { SiteLink, useNavigation } from '../../../components/navigation';
import { ExpiryBadge } from '../../../components/offers/expiry-badge';
import { OfferPrice } from '../../../components/offers/offer-price';
import { RecordNotFound } from '../../../components/record-not-found';
import { ResponsiveImage } from '../../../components/responsive-image';
import { shareOrCopy } from '../../../lib/clipboard';
import { countOfferOpened } from '../../../lib/counters';
import { formatDay } from '../../../lib/dates';
import { mapUrl } from '../../../lib/maps';
import { notify } from '../../../lib/notify';
import { offerQueryOptions } from '../../../lib/offer-queries';
import { offerTitle } from '../../../lib/offers';
import { telLink, whatsappLink } from '../../../lib/site';
import { recordEvent } from '../../../lib/visitor-events';
import { offerUrl } from '../offer-head';
import { CouponAndTerms } from './coupon-and-terms';
import { MoreOffers } from './more-offers';
import { OfferGallery } from './offer-gallery';

const NOT_FOUND = 'Offer not found. Please check the URL and try again.';

/** A value as a link, or the spec's 'Not available'. */
function DetailValue({
  value,
  href,
  external,
  onClick,
}: {
  value: string | undefined;
  href: string;
  external?: boolean;
  onClick?: () => void;
}) {
  if (!value?.trim()) return <>Not available</>;
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {value}
    </a>
  ) : (
    <a href={href} onClick={onClick}>
      {value}
    </a>
  );
}

/** A titled box of terms and their values. */
function InfoBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="info-box">
      <h2>{title}</h2>
      <dl>{children}</dl>
    </div>
  );
}

/**
 * The offer `id`: an island of its own on a prerendered offer page (docs/decisions/041), the route's page in the routed
 * app (a client-side navigation, an offer not prerendered yet); what it shows may link only through
 * components/navigation.
 */
export function OfferDetailsPage({ id }: { id: string }) {
  const navigation = useNavigation();
  const { data: offer, isPending, error } = useQuery(offerQueryOptions(id));

  const openedId = offer?._id;
  useEffect(() => {
    if (!openedId) return;
    countOfferOpened(openedId);
    recordEvent('view', { offerId: openedId });
  }, [openedId]);

  if (isPending) return <p className="container section muted">Loading offer...</p>;
  // Any id that finds no offer (unknown, malformed) is the spec's not-found message; other failures say what failed.
  if (!offer) {
    return <RecordNotFound error={error} notFound={NOT_FOUND} failed="Failed to fetch ad" testId="offer-not-found" />;
  }

  const store = offer.storeId;
  const title = offerTitle(offer);
  const phone = store.contact?.replace(/\D/g, '') ?? '';
  const images = offer.adsImages.length > 0 ? offer.adsImages : store.logoUrl ? [store.logoUrl] : [];
  const target = { offerId: offer._id };
  /** A tap on WhatsApp or Call: counted for the shop, or the spec's message when the store has no phone. */
  const contact = (type: 'whatsapp' | 'call') => (event: React.MouseEvent) => {
    if (phone) {
      recordEvent(type, target);
      return;
    }
    event.preventDefault();
    notify('error', 'Store phone number not available');
  };
  const url = offerUrl(offer._id);
  const share = () => {
    recordEvent('share', target);
    shareOrCopy({ title, text: `${title} at ${store.storeName}`, url });
  };
  // A link opened with no page of this site before it (from WhatsApp, a search engine) goes Back to the offers.
  const back = () => navigation.back('/offers');

  return (
    <div className="container section">
      <div className="detail-top">
        <button type="button" className="button ghost" onClick={back}>
          <Icon name="left" /> Back
        </button>
        <span className="badge category">{offer.category || 'General'}</span>
      </div>
      <div className="detail-grid">
        <OfferGallery
          key={offer._id}
          offerId={offer._id}
          images={images}
          title={title}
          badge={offer.offerType || 'Special Offer'}
        />
        <div className="detail-info">
          <div className="store-card">
            {store.logoUrl && <ResponsiveImage path={store.logoUrl} alt={`${store.storeName} logo`} sizes="56px" />}
            <div>
              <p className="offer-store">
                {store.storeName ? <SiteLink to={`/store/${store._id}`}>{store.storeName}</SiteLink> : 'Unknown Store'}
              </p>
              <p className="muted">
                {[store.location, store.district].filter(Boolean).join(', ') || 'Unknown Location'}
              </p>
            </div>
          </div>
          <h1 className="detail-title">{title}</h1>
          {offer.description && offer.description !== title && (
            <p className="detail-description">{offer.description}</p>
          )}
          <OfferPrice offer={offer} className="offer-price detail-price" />
          <p className="detail-line">
            {offer.offerType
              ? `${offer.offerType} discount available for a limited period.`
              : 'Special discount available'}
          </p>
          <ExpiryBadge endDate={offer.endDate} />
          <CouponAndTerms offer={offer} />
          <div className="detail-actions">
            <a
              className="button whatsapp"
              href={phone ? whatsappLink(phone, `Hi! I'm interested in your offer: ${offer.description}\n${url}`) : '#'}
              target="_blank"
              rel="noopener noreferrer"
              onClick={contact('whatsapp')}
            >
              <Icon name="whatsapp" /> WhatsApp
            </a>
            <a className="button primary" href={phone ? telLink(phone) : '#'} onClick={contact('call')}>
              <Icon name="phone" /> Call Now
            </a>
            <button type="button" className="button ghost" onClick={share}>
              <Icon name="share" /> Share Offer
            </button>
          </div>
          <InfoBox title="Offer Period">
            <dt>From</dt>
            <dd>{formatDay(offer.startDate)}</dd>
            <dt>To</dt>
            <dd>{formatDay(offer.endDate)}</dd>
          </InfoBox>
          <InfoBox title="Store Details">
            <dt>Address</dt>
            <dd>
              <DetailValue
                value={store.address}
                href={mapUrl({
                  latitude: store.latitude,
                  longitude: store.longitude,
                  parts: [store.storeName, store.address, store.location, store.district],
                })}
                external
                onClick={() => recordEvent('directions', target)}
              />
            </dd>
            <dt>Contact</dt>
            <dd>
              <DetailValue value={store.contact} href={telLink(phone)} onClick={() => recordEvent('call', target)} />
            </dd>
            <dt>Email</dt>
            <dd>
              <DetailValue value={store.email} href={`mailto:${store.email}`} />
            </dd>
          </InfoBox>
        </div>
      </div>
      <MoreOffers offerId={offer._id} category={offer.category} />
    </div>
  );
}
