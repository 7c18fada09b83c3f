// /offerdetails/{id}: gallery, store, contact actions, offer period, store details and more offers of the category.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/responsive-image';
import { errorMessage } from '../../../lib/api';
import { absoluteUrl, shareOrCopy } from '../../../lib/clipboard';
import { countOfferOpened } from '../../../lib/counters';
import { formatDay } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { telLink, whatsappLink } from '../../../lib/site';
import { offerQueryOptions } from '../../offers/api/offers-queries';
import { ExpiryBadge } from '../../offers/components/expiry-badge';
import { offerTitle } from '../offer-head';
import { MoreOffers } from './more-offers';
import { OfferGallery } from './offer-gallery';

const route = getRouteApi('/offerdetails/$id');
const NOT_FOUND = 'Offer not found. Please check the URL and try again.';

function orDefault(value: string | undefined): string {
  return value?.trim() ? value : 'Not available';
}

export function OfferDetailsPage() {
  const { id } = route.useParams();
  const router = useRouter();
  const { data: offer, isPending, error } = useQuery(offerQueryOptions(id));
  const [liked, setLiked] = useState(false);

  const openedId = offer?._id;
  useEffect(() => {
    setLiked(false);
    if (openedId) countOfferOpened(openedId);
  }, [openedId]);

  if (isPending) return <p className="container section muted">Loading offer...</p>;
  if (!offer) {
    const message = errorMessage(error, 'Failed to fetch ad');
    return (
      <section className="container page-message" data-testid="offer-not-found">
        <h1>{message === 'Offer not found' ? NOT_FOUND : message}</h1>
        <Link to="/offers" className="button primary">
          Back to Offers
        </Link>
      </section>
    );
  }

  const store = offer.storeId;
  const title = offerTitle(offer);
  const phone = store.contact?.replace(/\D/g, '') ?? '';
  const images = offer.adsImages.length > 0 ? offer.adsImages : store.logoUrl ? [store.logoUrl] : [];
  const requirePhone = (event: React.MouseEvent) => {
    if (phone) return;
    event.preventDefault();
    notify('error', 'Store phone number not available');
  };
  const share = () =>
    shareOrCopy({
      title,
      text: `${title} at ${store.storeName}`,
      url: absoluteUrl(`/offerdetails/${offer._id}`),
    });

  return (
    <div className="container section">
      <div className="detail-top">
        <button type="button" className="button ghost" onClick={() => router.history.back()}>
          <Icon name="left" /> Back
        </button>
        <span className="badge category">{offer.category || 'General'}</span>
      </div>
      <div className="detail-grid">
        <OfferGallery
          offerId={offer._id}
          images={images}
          title={title}
          badge={offer.offerType || 'Special Offer'}
          liked={liked}
          onToggleLike={() => setLiked(!liked)}
        />
        <div className="detail-info">
          <div className="store-card">
            {store.logoUrl && <ResponsiveImage path={store.logoUrl} alt={`${store.storeName} logo`} sizes="56px" />}
            <div>
              <p className="offer-store">{store.storeName || 'Unknown Store'}</p>
              <p className="muted">
                {[store.location, store.district].filter(Boolean).join(', ') || 'Unknown Location'}
              </p>
            </div>
          </div>
          <h1 className="detail-title">{title}</h1>
          <p className="detail-line">
            {offer.offerType
              ? `${offer.offerType} discount available for a limited period.`
              : 'Special discount available'}
          </p>
          <ExpiryBadge endDate={offer.endDate} />
          <div className="detail-actions">
            <a
              className="button whatsapp"
              href={phone ? whatsappLink(phone, `Hi! I'm interested in your offer: ${offer.description}`) : '#'}
              target="_blank"
              rel="noopener noreferrer"
              onClick={requirePhone}
            >
              <Icon name="whatsapp" /> WhatsApp
            </a>
            <a className="button primary" href={phone ? telLink(phone) : '#'} onClick={requirePhone}>
              <Icon name="phone" /> Call Now
            </a>
            <button type="button" className="button ghost" onClick={share}>
              <Icon name="share" /> Share Offer
            </button>
          </div>
          <div className="info-box">
            <h2>Offer Period</h2>
            <dl>
              <dt>From</dt>
              <dd>{formatDay(offer.startDate)}</dd>
              <dt>To</dt>
              <dd>{formatDay(offer.endDate)}</dd>
            </dl>
          </div>
          <div className="info-box">
            <h2>Store Details</h2>
            <dl>
              <dt>Address</dt>
              <dd>{orDefault(store.address)}</dd>
              <dt>Contact</dt>
              <dd>{orDefault(store.contact)}</dd>
              <dt>Email</dt>
              <dd>{orDefault(store.email)}</dd>
            </dl>
          </div>
        </div>
      </div>
      <MoreOffers offerId={offer._id} category={offer.category} />
    </div>
  );
}
