// The optional details of an offer in one small line of the report: coupon code and prices; nothing when it has none.
import { formatRupees } from '../../../lib/format';
import type { ReportAd } from '../api/ads-report';

export function OfferDetailsLine({ ad }: { ad: ReportAd }) {
  const parts = [
    ad.couponCode && `Coupon ${ad.couponCode}`,
    ad.priceAfter !== undefined &&
      (ad.priceBefore !== undefined
        ? `${formatRupees(ad.priceBefore)} → ${formatRupees(ad.priceAfter)}`
        : formatRupees(ad.priceAfter)),
    ad.terms && 'Terms apply',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="muted block small">{parts.join(' · ')}</span>;
}
