// An offer's price line: the offer price, the price before struck through and the discount as "-35%". Nothing for an
// offer without prices.

import { useMessages } from '../../lib/i18n/messages';
import type { Offer } from '../../lib/offer-queries';

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** '₹1,299.50'; whole amounts without paise: '₹2,000'. */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount).replace(/\.00$/, '');
}

/** The discount in whole percent, rounded down so a shop never shows more than it gives; undefined without both prices. */
function discountPercent(offer: Pick<Offer, 'priceBefore' | 'priceAfter'>): number | undefined {
  const { priceBefore, priceAfter } = offer;
  if (priceBefore === undefined || priceAfter === undefined || priceAfter >= priceBefore) return undefined;
  return Math.floor(((priceBefore - priceAfter) / priceBefore) * 100);
}

export function OfferPrice({ offer, className = 'offer-price' }: { offer: Offer; className?: string }) {
  const m = useMessages();
  if (offer.priceAfter === undefined) return null;
  const discount = discountPercent(offer);
  return (
    <p className={className}>
      <strong>{formatRupees(offer.priceAfter)}</strong>
      {offer.priceBefore !== undefined && (
        <s>
          <span className="visually-hidden">{m.was}</span>
          {formatRupees(offer.priceBefore)}
        </s>
      )}
      {discount !== undefined && discount > 0 && (
        <span className="badge discount" data-testid="discount">
          -{discount}%
        </span>
      )}
    </p>
  );
}
