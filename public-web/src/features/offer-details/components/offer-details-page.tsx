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
import { useLocale, useMessages } from '../../../lib/i18n/messages';
import { offerInLocale } from '../../../lib/i18n/twins';
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
  const m = useMessages();
  if (!value?.trim()) return <>{m.notAvailable}</>;
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
  const { data: record, isPending, error } = useQuery(offerQueryOptions(id));
  const locale = useLocale();
  const m = useMessages();
  const offer = record && offerInLocale(record, locale);

  const openedId = offer?._id;
  useEffect(() => {
    if (!openedId) return;
    countOfferOpened(openedId);
    recordEvent('view', { offerId: openedId });
  }, [openedId]);

  if (isPending) return <p className="container section muted">{m.offer.loading}</p>;
  // Any id that finds no offer (unknown, malformed) is the spec's not-found message; other failures say what failed.
  if (!record || !offer) {
    return (
      <RecordNotFound error={error} notFound={m.offer.notFound} failed={m.offer.failed} testId="offer-not-found" />
    );
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
    notify('error', m.offer.noPhone);
  };
  const url = offerUrl(offer._id, locale);
  const share = () => {
    recordEvent('share', target);
    shareOrCopy({ title, text: m.offer.shareText(title, store.storeName), url });
  };
  // A link opened with no page of this site before it (from WhatsApp, a search engine) goes Back to the offers.
  const back = () => navigation.back('/offers');

  return (
    <div className="container section">
      <div className="detail-top">
        <button type="button" className="button ghost" onClick={back}>
          <Icon name="left" /> {m.offer.back}
        </button>
        <span className="badge category">{offer.category || m.general}</span>
      </div>
      <div className="detail-grid">
        <OfferGallery
          key={offer._id}
          offerId={offer._id}
          images={images}
          title={title}
          badge={offer.offerType || m.specialOffer}
        />
        <div className="detail-info">
          <div className="store-card">
            {store.logoUrl && <ResponsiveImage path={store.logoUrl} alt={m.storeLogo(store.storeName)} sizes="56px" />}
            <div>
              <p className="offer-store">
                {store.storeName ? <SiteLink to={`/store/${store._id}`}>{store.storeName}</SiteLink> : m.unknownStore}
              </p>
              <p className="muted">
                {[store.location, store.district].filter(Boolean).join(', ') || m.unknownLocation}
              </p>
            </div>
          </div>
          <h1 className="detail-title">{title}</h1>
          {offer.description && offer.description !== title && (
            <p className="detail-description">{offer.description}</p>
          )}
          <OfferPrice offer={offer} className="offer-price detail-price" />
          <p className="detail-line">
            {offer.offerType ? m.offer.limitedPeriod(offer.offerType) : m.offer.specialDiscount}
          </p>
          <ExpiryBadge endDate={offer.endDate} />
          <CouponAndTerms offer={offer} />
          <div className="detail-actions">
            <a
              className="button whatsapp"
              href={phone ? whatsappLink(phone, m.offer.whatsappText(offer.description, url)) : '#'}
              target="_blank"
              rel="noopener noreferrer"
              onClick={contact('whatsapp')}
            >
              <Icon name="whatsapp" /> WhatsApp
            </a>
            <a className="button primary" href={phone ? telLink(phone) : '#'} onClick={contact('call')}>
              <Icon name="phone" /> {m.offer.callNow}
            </a>
            <button type="button" className="button ghost" onClick={share}>
              <Icon name="share" /> {m.offer.share}
            </button>
          </div>
          <InfoBox title={m.offer.period}>
            <dt>{m.offer.from}</dt>
            <dd>{formatDay(offer.startDate, locale, m.dateNotAvailable)}</dd>
            <dt>{m.offer.to}</dt>
            <dd>{formatDay(offer.endDate, locale, m.dateNotAvailable)}</dd>
          </InfoBox>
          <InfoBox title={m.offer.storeDetails}>
            <dt>{m.offer.address}</dt>
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
            <dt>{m.offer.contact}</dt>
            <dd>
              <DetailValue value={store.contact} href={telLink(phone)} onClick={() => recordEvent('call', target)} />
            </dd>
            <dt>{m.offer.email}</dt>
            <dd>
              <DetailValue value={store.email} href={`mailto:${store.email}`} />
            </dd>
          </InfoBox>
        </div>
      </div>
      {/* The API knows a category by its English title, on a Malayalam page too. */}
      <MoreOffers offerId={offer._id} category={record.category} />
    </div>
  );
}
