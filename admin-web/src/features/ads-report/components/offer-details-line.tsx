// The optional details of an offer in one small line of the report: coupon code and prices; nothing when it has none.
import { formatRupees } from '../../../lib/format';
import type { ReportOffer } from '../api/ads-report';

export function OfferDetailsLine({ ad: offer }: { ad: ReportOffer }) {
  const parts = [
    offer.couponCode && `Coupon ${offer.couponCode}`,
    offer.priceAfter !== undefined &&
      (offer.priceBefore !== undefined
        ? `${formatRupees(offer.priceBefore)} → ${formatRupees(offer.priceAfter)}`
        : formatRupees(offer.priceAfter)),
    offer.terms && 'Terms apply',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="muted block small">{parts.join(' · ')}</span>;
}
