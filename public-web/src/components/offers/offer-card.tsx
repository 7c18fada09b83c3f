// One offer in a grid: 4:3 image, store, title, price and discount when given, place, offer-type and expiry badges, Copy link and View Details.

import { absoluteUrl, copyText } from '../../lib/clipboard';
import { formatDay } from '../../lib/dates';
import { localizedPath } from '../../lib/i18n/locale';
import { useLocale, useMessages } from '../../lib/i18n/messages';
import { offerInLocale } from '../../lib/i18n/twins';
import type { Offer } from '../../lib/offer-queries';
import { offerTitle } from '../../lib/offers';
import { recordEvent } from '../../lib/visitor-events';
import { Icon } from '../icons';
import { SiteLink } from '../navigation';
import { ResponsiveImage } from '../responsive-image';
import { ExpiryBadge } from './expiry-badge';
import { OfferPrice } from './offer-price';
import { SaveButton } from './save-button';

/** "2.4 km" (one decimal under 10 km), "154 km" beyond. */
function formatDistance(km: number): string {
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface Props {
  offer: Offer;
  priority?: boolean;
  copiedMessage: string;
  copyFailedMessage: string;
}

export function OfferCard({ offer: record, priority = false, copiedMessage, copyFailedMessage }: Props) {
  const locale = useLocale();
  const m = useMessages();
  const offer = offerInLocale(record, locale);
  const store = offer.storeId;
  const storeName = offer.storeName || store?.storeName || m.unknownStore;
  const place = [store?.location, store?.district].filter(Boolean).join(', ') || m.unknownLocation;
  const image = offer.adsImages[0] || store?.logoUrl;
  const title = offerTitle(offer);
  const details = `/offerdetails/${offer._id}`;

  return (
    <article className="offer-card" data-testid="offer-card">
      <SiteLink to={details} className="offer-card-media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <ResponsiveImage
            path={image}
            alt={m.card.imageAlt(title, storeName)}
            sizes={CARD_SIZES}
            priority={priority}
          />
        ) : (
          <div className="image-placeholder" role="img" aria-label={m.card.noPicture(storeName)}>
            {storeName.slice(0, 1)}
          </div>
        )}
        <span className="badge offer-type">{offer.offerType || m.specialOffer}</span>
        <ExpiryBadge endDate={offer.endDate} />
      </SiteLink>
      <SaveButton offerId={offer._id} label={m.card.save(title)} />
      <div className="offer-card-body">
        <p className="offer-store">
          {store?._id ? <SiteLink to={`/store/${store._id}`}>{storeName}</SiteLink> : storeName}
        </p>
        <h3 className="offer-title">
          <SiteLink to={details}>{title}</SiteLink>
        </h3>
        <OfferPrice offer={offer} />
        <p className="offer-meta">{place}</p>
        {offer.distanceKm !== undefined && <p className="offer-distance">{formatDistance(offer.distanceKm)}</p>}
        {offer.category && <p className="offer-meta">{offer.category}</p>}
        <p className="offer-valid">
          {m.card.validUntil} {formatDay(offer.endDate, locale, m.dateNotAvailable)}
        </p>
        <div className="offer-actions">
          <button
            type="button"
            className="button ghost"
            onClick={() => {
              recordEvent('share', { offerId: offer._id });
              copyText(absoluteUrl(localizedPath(details, locale)), copiedMessage, copyFailedMessage);
            }}
            aria-label={m.card.copyLabel(title)}
          >
            <Icon name="link" size={18} /> {m.card.copy}
          </button>
          <SiteLink to={details} className="button primary" aria-label={m.card.viewDetailsLabel(title)}>
            {m.card.viewDetails}
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
